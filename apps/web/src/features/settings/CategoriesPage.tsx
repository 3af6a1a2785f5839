import { Anchor, Breadcrumbs, Button, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { TCategory } from '@opentab/shared';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { confirmDelete } from '../../lib/confirm';
import { APP_NAME } from '../../lib/constants';
import { CategoryDialog } from './CategoryDialog';
import { CATEGORIES } from './categories-api';
import { PageHeader } from './components/PageHeader';
import { QueryState } from './components/QueryState';
import { RecordTable, TableSkeleton } from './components/RecordTable';
import { RowActions } from './components/RowActions';
import { useDialogTarget } from './components/use-dialog-target';
import { useDeleteSettingsRecord, useSettingsList } from './settings-crud';
import { LOAD_LIST_FAILED } from './settings-messages';

export function CategoriesPage() {
  useDocumentTitle(`Categories · ${APP_NAME}`);
  const categories = useSettingsList(CATEGORIES);
  const remove = useDeleteSettingsRecord(CATEGORIES);
  const dialog = useDialogTarget<TCategory>();

  return (
    <Stack gap="lg">
      <Breadcrumbs component="nav" aria-label="Breadcrumb" separatorMargin={6}>
        <Anchor component={Link} to="/dashboard/settings/menu-items">
          Menu Items
        </Anchor>
        <span>Categories</span>
      </Breadcrumbs>
      <PageHeader
        title="Categories"
        description="Group the menu for the POS and the QR menu. Deleting one leaves its items without a category."
        actions={
          <Button leftSection={<IconPlus size={18} />} onClick={dialog.openNew}>
            New
          </Button>
        }
      />
      <QueryState
        query={categories}
        errorText={LOAD_LIST_FAILED}
        emptyText="No categories found! Add one with New."
        skeleton={<TableSkeleton />}
      >
        {(rows) => (
          <RecordTable
            rows={rows}
            columns={[{ header: 'Title', render: (row) => row.title }]}
            actions={(row) => (
              <RowActions
                label={row.title}
                onEdit={() => dialog.openEdit(row)}
                onDelete={() =>
                  confirmDelete({ title: 'Delete category', onConfirm: () => remove.mutate(row.id) })
                }
                deleting={remove.isPending && remove.variables === row.id}
              />
            )}
          />
        )}
      </QueryState>
      {dialog.opened ? (
        <CategoryDialog key={dialog.record?.id ?? 'new'} category={dialog.record} onClose={dialog.close} />
      ) : null}
    </Stack>
  );
}
