import { Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { canOpenPage, type TCustomer } from '@opentab/shared';
import { IconCake, IconMail, IconPhone } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { RowActions } from '../../components/RowActions/RowActions';
import { formatDateTime } from '../../lib/format';
import { t } from '../../lib/i18n';
import { toPrincipal, useSessionUser } from '../../lib/session';
import { useEnrolMember } from './customers-api';

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

/** Issue 27: a member's points (to their history), or Enrol as member, for those who manage membership. */
function Membership({ customer }: { customer: TCustomer }) {
  const user = useSessionUser();
  const enrol = useEnrolMember();
  if (!user || !canOpenPage(toPrincipal(user), 'members')) return null;
  if (customer.isMember) {
    return (
      <Group gap="xs">
        <Badge variant="light" color="teal">
          {t('Member')}
        </Badge>
        <Anchor component={Link} to={`/dashboard/members/${encodeURIComponent(customer.phone)}`} size="sm">
          {t('{count, plural, one {# point} other {# points}}', { count: customer.points })}
        </Anchor>
      </Group>
    );
  }
  return (
    <Button
      variant="light"
      size="xs"
      w="fit-content"
      loading={enrol.isPending && enrol.variables === customer.phone}
      onClick={() => enrol.mutate(customer.phone)}
    >
      {t('Enrol as member')}
    </Button>
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
        <Membership customer={customer} />
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
