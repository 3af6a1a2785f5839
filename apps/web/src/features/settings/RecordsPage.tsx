import { Button, Group, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { Fragment, type ReactNode } from 'react';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { QueryState } from '../../components/QueryState/QueryState';
import { RecordTable, TableSkeleton, type TColumn } from '../../components/RecordTable/RecordTable';
import { RowActions } from '../../components/RowActions/RowActions';
import { confirmDelete } from '../../lib/confirm';
import { APP_NAME } from '../../lib/constants';
import { t } from '../../lib/i18n';
import { useDialogTarget } from '../../lib/use-dialog-target';
import { type TSettingsResource, useDeleteSettingsRecord, useSettingsList } from './settings-crud';
import { LOAD_LIST_FAILED } from './settings-messages';

type TRecord = { id: string; title: string };

type TProps<TItem extends TRecord> = {
  resource: TSettingsResource<TItem, unknown>;
  /** the page's heading and document title (every text here already translated, t()) */
  title: string;
  description: string;
  emptyText: string;
  /** the delete confirmation's title, a whole text: "Delete category" */
  deleteTitle: string;
  columns: readonly TColumn<TItem>[];
  /** shown above the header (the way back to a parent page) */
  breadcrumbs?: ReactNode;
  /** controls shown before Edit and Delete in each row */
  rowControls?: (row: TItem) => ReactNode;
  /** the add (record null) or update dialog; it is mounted anew for each record */
  dialog: (record: TItem | null, close: () => void) => ReactNode;
};

/** A settings list of spec 02: New, the table of records with Edit and Delete (confirmed), and its dialog. */
export function RecordsPage<TItem extends TRecord>(props: TProps<TItem>) {
  useDocumentTitle(`${props.title} · ${APP_NAME}`);
  const list = useSettingsList(props.resource);
  const remove = useDeleteSettingsRecord(props.resource);
  const target = useDialogTarget<TItem>();

  const actions = (row: TItem) => {
    const edit = (
      <RowActions
        label={row.title}
        onEdit={() => target.openEdit(row)}
        onDelete={() => confirmDelete({ title: props.deleteTitle, onConfirm: () => remove.mutate(row.id) })}
        deleting={remove.isPending && remove.variables === row.id}
      />
    );
    if (!props.rowControls) return edit;
    return (
      <Group gap="md" wrap="nowrap">
        {props.rowControls(row)}
        {edit}
      </Group>
    );
  };

  return (
    <Stack gap="lg">
      {props.breadcrumbs}
      <PageHeader
        title={props.title}
        description={props.description}
        actions={
          <Button leftSection={<IconPlus size={18} />} onClick={target.openNew}>
            {t('New')}
          </Button>
        }
      />
      <QueryState
        query={list}
        errorText={t(LOAD_LIST_FAILED)}
        emptyText={props.emptyText}
        skeleton={<TableSkeleton />}
      >
        {(rows) => (
          <RecordTable
            rows={rows}
            columns={props.columns}
            rowKey={(row) => row.id}
            actions={actions}
            numbered
            label={props.title}
          />
        )}
      </QueryState>
      {target.opened ? (
        <Fragment key={target.record?.id ?? 'new'}>{props.dialog(target.record, target.close)}</Fragment>
      ) : null}
    </Stack>
  );
}
