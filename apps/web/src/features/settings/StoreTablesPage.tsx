import { Button, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { MSG, type TStoreTableResponse } from '@opentab/shared';
import { IconPlus } from '@tabler/icons-react';
import { CardGrid, CardGridSkeleton } from '../../components/CardGrid/CardGrid';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { QueryState } from '../../components/QueryState/QueryState';
import { confirmDelete } from '../../lib/confirm';
import { APP_NAME } from '../../lib/constants';
import { t } from '../../lib/i18n';
import { toastError } from '../../lib/toast';
import { useDialogTarget } from '../../lib/use-dialog-target';
import { PublicUrlNotice } from './PublicUrlNotice';
import { downloadQrPng, tableMenuUrl } from './qr';
import { StoreTableCard } from './StoreTableCard';
import { StoreTableDialog } from './StoreTableDialog';
import { useDeleteSettingsRecord, useSettingsList } from './settings-crud';
import { LOAD_DETAILS_FAILED, LOAD_LIST_FAILED } from './settings-messages';
import { useStoreSettings } from './store-setting-api';
import { STORE_TABLES } from './store-tables-api';

const fileNameOf = (table: TStoreTableResponse) =>
  `qr-table-${table.table_title.replace(/[^\w-]+/g, '-')}.png`;

export function StoreTablesPage() {
  useDocumentTitle(`${t('Store Tables')} · ${APP_NAME}`);
  const tables = useSettingsList(STORE_TABLES);
  const remove = useDeleteSettingsRecord(STORE_TABLES);
  const store = useStoreSettings();
  const dialog = useDialogTarget<TStoreTableResponse>();

  const downloadQr = async (table: TStoreTableResponse) => {
    if (!store.data) return toastError(t(LOAD_DETAILS_FAILED));
    if (!store.data.isQRMenuEnabled) return toastError(t(MSG.enableQrMenuFirst));
    try {
      await downloadQrPng(tableMenuUrl(store.data, table.encrypted_id), fileNameOf(table));
    } catch {
      toastError(t(MSG.somethingWrong));
    }
  };

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('Store Tables')}
        description={t("Tables and their QR codes: orders from a table's code carry the table.")}
        actions={
          <Button leftSection={<IconPlus size={18} />} onClick={dialog.openNew}>
            {t('New')}
          </Button>
        }
      />
      <PublicUrlNotice />
      <QueryState
        query={tables}
        errorText={t(LOAD_LIST_FAILED)}
        emptyText={t('No tables found! Add your first table with New.')}
        skeleton={<CardGridSkeleton height={130} />}
      >
        {(rows) => (
          <CardGrid>
            {rows.map((table) => (
              <StoreTableCard
                key={table.id}
                table={table}
                onEdit={() => dialog.openEdit(table)}
                onDelete={() =>
                  confirmDelete({ title: t('Delete table'), onConfirm: () => remove.mutate(table.id) })
                }
                onDownloadQr={() => void downloadQr(table)}
                deleting={remove.isPending && remove.variables === table.id}
              />
            ))}
          </CardGrid>
        )}
      </QueryState>
      {dialog.opened ? (
        <StoreTableDialog key={dialog.record?.id ?? 'new'} table={dialog.record} onClose={dialog.close} />
      ) : null}
    </Stack>
  );
}
