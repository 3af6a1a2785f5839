import { Button, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue, useDocumentTitle } from '@mantine/hooks';
import { apiAccess, CUSTOMER_MSG, canAccess, MSG, type TCustomer } from '@opentab/shared';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { AddCustomerDialog } from '../../components/AddCustomerDialog/AddCustomerDialog';
import { CardGrid, CardGridSkeleton } from '../../components/CardGrid/CardGrid';
import { ExportButton } from '../../components/ExportButton/ExportButton';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { Pagination } from '../../components/Pagination/Pagination';
import { QueryState } from '../../components/QueryState/QueryState';
import { confirmDelete } from '../../lib/confirm';
import { APP_NAME } from '../../lib/constants';
import { t } from '../../lib/i18n';
import { toPrincipal, useSessionUser } from '../../lib/session';
import { useDialogTarget } from '../../lib/use-dialog-target';
import { usePagedQuery } from '../../lib/use-paged-query';
import { CustomerCard } from './CustomerCard';
import { CustomerDialog } from './CustomerDialog';
import {
  customerPageQuery,
  exportCustomersCsv,
  useDeleteCustomer,
  useReloadCustomers,
} from './customers-api';

/** Spec 02 section 9: the search waits this long after the last key. */
const SEARCH_DEBOUNCE_MS = 800;

/** Whether this user may add, change and delete customers (the one permission table decides). */
function useCanChangeCustomers(): boolean {
  const user = useSessionUser();
  const access = apiAccess('POST', '/customers/:id/update');
  return Boolean(user && access && canAccess(toPrincipal(user), access));
}

export function CustomersPage() {
  useDocumentTitle(`${t('Customers')} · ${APP_NAME}`);
  const [search, setSearch] = useState('');
  const [filter] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const { query: customers, setPage } = usePagedQuery(filter, (page) => customerPageQuery(page, filter));
  const remove = useDeleteCustomer();
  const reload = useReloadCustomers();
  const canChange = useCanChangeCustomers();
  const dialog = useDialogTarget<TCustomer>();
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('Customers')}
        description={t('Everyone who ordered with their phone: search, update, export.')}
        actions={
          <>
            <ExportButton label={t('Export')} onExport={() => exportCustomersCsv(filter)} />
            {canChange ? (
              <Button leftSection={<IconPlus size={18} />} onClick={dialog.openNew}>
                {t('New')}
              </Button>
            ) : null}
          </>
        }
      />
      <TextInput
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        placeholder={t('Search by name, phone or email')}
        aria-label={t('Search customers')}
        leftSection={<IconSearch size={18} />}
        maw={420}
      />
      <QueryState
        query={customers}
        errorText={t(CUSTOMER_MSG.loadFailed)}
        emptyText={
          filter ? t(MSG.searchFailed) : t('No customers yet! Customers added at the POS appear here.')
        }
        isEmpty={(data) => data.totalCustomers === 0}
        skeleton={<CardGridSkeleton height={190} />}
      >
        {(data) => (
          <Stack gap="md">
            <CardGrid>
              {data.customers.map((customer) => (
                <CustomerCard
                  key={customer.phone}
                  customer={customer}
                  actions={
                    canChange
                      ? {
                          onEdit: () => dialog.openEdit(customer),
                          onDelete: () =>
                            confirmDelete({
                              title: t('Delete customer'),
                              onConfirm: () => remove.mutate(customer.phone),
                            }),
                          deleting: remove.isPending && remove.variables === customer.phone,
                        }
                      : undefined
                  }
                />
              ))}
            </CardGrid>
            <Pagination
              page={data.currentPage}
              totalPages={data.totalPages}
              shown={data.customers.length}
              total={data.totalCustomers}
              onPage={setPage}
            />
          </Stack>
        )}
      </QueryState>
      {dialog.opened && dialog.record ? (
        <CustomerDialog key={dialog.record.phone} customer={dialog.record} onClose={dialog.close} />
      ) : null}
      {dialog.opened && !dialog.record ? (
        <AddCustomerDialog
          onClose={dialog.close}
          onAdded={() => {
            void reload();
            dialog.close();
          }}
        />
      ) : null}
    </Stack>
  );
}
