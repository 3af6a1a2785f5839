import { Button, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { TTax } from '@opentab/shared';
import { IconPlus } from '@tabler/icons-react';
import { confirmDelete } from '../../lib/confirm';
import { APP_NAME } from '../../lib/constants';
import { PageHeader } from './components/PageHeader';
import { QueryState } from './components/QueryState';
import { RecordTable, TableSkeleton } from './components/RecordTable';
import { RowActions } from './components/RowActions';
import { useDialogTarget } from './components/use-dialog-target';
import { useDeleteSettingsRecord, useSettingsList } from './settings-crud';
import { LOAD_LIST_FAILED } from './settings-messages';
import { TaxDialog } from './TaxDialog';
import { TAXES } from './taxes-api';

export function TaxSetupPage() {
  useDocumentTitle(`Tax Setup · ${APP_NAME}`);
  const taxes = useSettingsList(TAXES);
  const remove = useDeleteSettingsRecord(TAXES);
  const dialog = useDialogTarget<TTax>();

  return (
    <Stack gap="lg">
      <PageHeader
        title="Tax Setup"
        description="Taxes applied to menu items. Deleting one leaves its items without a tax; past orders keep theirs."
        actions={
          <Button leftSection={<IconPlus size={18} />} onClick={dialog.openNew}>
            New
          </Button>
        }
      />
      <QueryState
        query={taxes}
        errorText={LOAD_LIST_FAILED}
        emptyText="No taxes found! Add one with New."
        skeleton={<TableSkeleton />}
      >
        {(rows) => (
          <RecordTable
            rows={rows}
            columns={[
              { header: 'Title', render: (row) => row.title },
              { header: 'Rate', render: (row) => `${row.rate}%` },
              { header: 'Type', render: (row) => row.type },
            ]}
            actions={(row) => (
              <RowActions
                label={row.title}
                onEdit={() => dialog.openEdit(row)}
                onDelete={() =>
                  confirmDelete({ title: 'Delete tax', onConfirm: () => remove.mutate(row.id) })
                }
                deleting={remove.isPending && remove.variables === row.id}
              />
            )}
          />
        )}
      </QueryState>
      {dialog.opened ? (
        <TaxDialog key={dialog.record?.id ?? 'new'} tax={dialog.record} onClose={dialog.close} />
      ) : null}
    </Stack>
  );
}
