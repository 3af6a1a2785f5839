import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import type { TCustomer } from '@opentab/shared';
import { IconCake, IconMail, IconPhone } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { RowActions } from '../../components/RowActions/RowActions';
import { formatDateTime } from '../../lib/format';
import { t } from '../../lib/i18n';

type TProps = {
  customer: TCustomer;
  /** Edit and Delete, for those who may change customers */
  actions?: { onEdit: () => void; onDelete: () => void; deleting: boolean };
};

function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap" aria-label={label}>
      {icon}
      <Text size="sm" truncate>
        {children}
      </Text>
    </Group>
  );
}

export function CustomerCard({ customer, actions }: TProps) {
  return (
    <Card withBorder radius="md" padding="md" data-testid="customer-card">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={700} size="lg" truncate>
            {customer.name}
          </Text>
          {customer.gender ? (
            <Badge variant="light" tt="capitalize" style={{ flexShrink: 0 }}>
              {t('{gender, select, female {female} male {male} other {other}}', { gender: customer.gender })}
            </Badge>
          ) : null}
        </Group>
        <Detail icon={<IconPhone size={16} />} label={t('Phone')}>
          {customer.phone}
        </Detail>
        <Detail icon={<IconMail size={16} />} label={t('Email')}>
          {customer.email ?? '-'}
        </Detail>
        <Detail icon={<IconCake size={16} />} label={t('Birth Date')}>
          {customer.birth_date ?? '-'}
        </Detail>
        <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-end">
          <Stack gap={0}>
            <Text size="xs">{t('Created: {date}', { date: formatDateTime(customer.created_at) })}</Text>
            <Text size="xs">{t('Updated: {date}', { date: formatDateTime(customer.updated_at) })}</Text>
          </Stack>
          {actions ? (
            <RowActions
              label={customer.name}
              onEdit={actions.onEdit}
              onDelete={actions.onDelete}
              deleting={actions.deleting}
            />
          ) : null}
        </Group>
      </Stack>
    </Card>
  );
}
