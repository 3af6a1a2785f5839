import { Button, Group, Stack, Switch } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { TPaymentType } from '@opentab/shared';
import { IconPlus } from '@tabler/icons-react';
import { confirmDelete } from '../../lib/confirm';
import { APP_NAME } from '../../lib/constants';
import { PageHeader } from './components/PageHeader';
import { QueryState } from './components/QueryState';
import { RecordTable, TableSkeleton } from './components/RecordTable';
import { RowActions } from './components/RowActions';
import { useDialogTarget } from './components/use-dialog-target';
import { PaymentTypeDialog } from './PaymentTypeDialog';
import { PAYMENT_TYPES, useTogglePaymentType } from './payment-types-api';
import { useDeleteSettingsRecord, useSettingsList } from './settings-crud';
import { LOAD_LIST_FAILED } from './settings-messages';

export function PaymentTypesPage() {
  useDocumentTitle(`Payment Types · ${APP_NAME}`);
  const paymentTypes = useSettingsList(PAYMENT_TYPES);
  const remove = useDeleteSettingsRecord(PAYMENT_TYPES);
  const toggle = useTogglePaymentType();
  const dialog = useDialogTarget<TPaymentType>();

  return (
    <Stack gap="lg">
      <PageHeader
        title="Payment Types"
        description="The ways customers pay; only active ones are offered at checkout."
        actions={
          <Button leftSection={<IconPlus size={18} />} onClick={dialog.openNew}>
            New
          </Button>
        }
      />
      <QueryState
        query={paymentTypes}
        errorText={LOAD_LIST_FAILED}
        emptyText="No payment types found! Add one with New."
        skeleton={<TableSkeleton />}
      >
        {(rows) => (
          <RecordTable
            rows={rows}
            columns={[{ header: 'Title', render: (row) => row.title }]}
            actions={(row) => (
              <Group gap="md" wrap="nowrap">
                <Switch
                  aria-label={`${row.title} active`}
                  checked={row.is_active === 1}
                  disabled={toggle.isPending && toggle.variables?.id === row.id}
                  onChange={(event) => toggle.mutate({ id: row.id, isActive: event.currentTarget.checked })}
                  size="md"
                />
                <RowActions
                  label={row.title}
                  onEdit={() => dialog.openEdit(row)}
                  onDelete={() =>
                    confirmDelete({ title: 'Delete payment type', onConfirm: () => remove.mutate(row.id) })
                  }
                  deleting={remove.isPending && remove.variables === row.id}
                />
              </Group>
            )}
          />
        )}
      </QueryState>
      {dialog.opened ? (
        <PaymentTypeDialog
          key={dialog.record?.id ?? 'new'}
          paymentType={dialog.record}
          onClose={dialog.close}
        />
      ) : null}
    </Stack>
  );
}
