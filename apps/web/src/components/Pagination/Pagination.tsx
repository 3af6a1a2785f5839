import { ActionIcon, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconChevronsLeft, IconChevronsRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { t } from '../../lib/i18n';

/** The arrows point the way the pages go: mirrored right to left. */
const FLIP = 'opentab-flip-rtl';

type TProps = {
  page: number;
  totalPages: number;
  shown: number;
  total: number;
  onPage: (page: number) => void;
};

function PageButton(props: {
  label: string;
  to: number;
  disabled: boolean;
  onPage: (page: number) => void;
  icon: ReactNode;
}) {
  return (
    <ActionIcon
      variant="default"
      size="lg"
      aria-label={props.label}
      disabled={props.disabled}
      onClick={() => props.onPage(props.to)}
    >
      {props.icon}
    </ActionIcon>
  );
}

/** First, previous, "Page N", next, last, and "Showing X of Y" (spec 02 section 2: customers, tenants). */
export function Pagination({ page, totalPages, shown, total, onPage }: TProps) {
  const atStart = page <= 1;
  const atEnd = page >= totalPages;
  return (
    <Group justify="space-between" gap="sm">
      <Group gap="xs" role="navigation" aria-label={t('Pages')}>
        <PageButton
          label={t('First page')}
          to={1}
          disabled={atStart}
          onPage={onPage}
          icon={<IconChevronsLeft size={18} className={FLIP} />}
        />
        <PageButton
          label={t('Previous page')}
          to={page - 1}
          disabled={atStart}
          onPage={onPage}
          icon={<IconChevronLeft size={18} className={FLIP} />}
        />
        <Text fw={600} px="xs" aria-live="polite">
          {t('Page {page}', { page })}
        </Text>
        <PageButton
          label={t('Next page')}
          to={page + 1}
          disabled={atEnd}
          onPage={onPage}
          icon={<IconChevronRight size={18} className={FLIP} />}
        />
        <PageButton
          label={t('Last page')}
          to={totalPages}
          disabled={atEnd}
          onPage={onPage}
          icon={<IconChevronsRight size={18} className={FLIP} />}
        />
      </Group>
      <Text size="sm">{t('Showing {shown} of {total}', { shown, total })}</Text>
    </Group>
  );
}
