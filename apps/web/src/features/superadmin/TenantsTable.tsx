import { Badge, Group } from '@mantine/core';
import { PAGES, PLAN_PRICE_LABEL, type TTenant } from '@opentab/shared';
import { IconHistory, IconPencil, IconTrash } from '@tabler/icons-react';
import { IconAction } from '../../components/IconAction/IconAction';
import { RecordTable, type TColumn } from '../../components/RecordTable/RecordTable';
import { t } from '../../lib/i18n';

type TProps = {
  tenants: readonly TTenant[];
  onEdit: (tenant: TTenant) => void;
  onDelete: (tenant: TTenant) => void;
};

const day = (value: string | null) => value?.slice(0, 10) ?? '-';

/** The table needs this much room; a narrower list (a tablet, a phone) shows each tenant as a card. */
const TABLE_MIN_WIDTH = 900;

function historyPath(tenantId: string): string {
  return PAGES['superadmin-subscription-history'].path.replace(':id', encodeURIComponent(tenantId));
}

/** The columns in the language of the moment (their headers are read at render). */
const columns = (): readonly TColumn<TTenant>[] => [
  { header: t('Name'), render: (tenant) => tenant.name },
  { header: t('Email'), render: (tenant) => tenant.email },
  {
    header: t('Status'),
    noWrap: true,
    render: (tenant) => (
      <Badge
        color={tenant.is_active === 1 ? 'teal.9' : 'gray.7'}
        variant="filled"
        style={{ overflow: 'visible' }}
      >
        {tenant.is_active === 1 ? t('Active') : t('Inactive')}
      </Badge>
    ),
  },
  { header: t('Subscription Start'), render: (tenant) => day(tenant.subscription_start), noWrap: true },
  { header: t('Subscription End'), render: (tenant) => day(tenant.subscription_end), noWrap: true },
  { header: t('Plan'), render: () => t('{price}/month', { price: PLAN_PRICE_LABEL }), noWrap: true },
];

/** Name, email, status, subscription start and end, plan price per month, edit, history, delete. */
export function TenantsTable({ tenants, onEdit, onDelete }: TProps) {
  return (
    <RecordTable
      rows={tenants}
      columns={columns()}
      rowKey={(tenant) => tenant.id}
      minWidth={TABLE_MIN_WIDTH}
      label={t('Tenants')}
      actions={(tenant) => (
        <Group gap={4} wrap="nowrap">
          <IconAction
            tip={t('Edit')}
            label={t('Edit {name}', { name: tenant.name })}
            icon={<IconPencil size={18} />}
            variant="subtle"
            onClick={() => onEdit(tenant)}
          />
          <IconAction
            tip={t('Subscription history')}
            label={t('Subscription history of {name}', { name: tenant.name })}
            icon={<IconHistory size={18} />}
            variant="subtle"
            to={historyPath(tenant.id)}
          />
          <IconAction
            tip={t('Delete')}
            label={t('Delete {name}', { name: tenant.name })}
            icon={<IconTrash size={18} />}
            variant="subtle"
            color="red.8"
            onClick={() => onDelete(tenant)}
          />
        </Group>
      )}
    />
  );
}
