import {
  Button,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue, useDocumentTitle } from '@mantine/hooks';
import {
  MSG,
  SUPERADMIN_MSG,
  type TDateFilterQuery,
  TENANT_SEARCH_DEBOUNCE_MS,
  type TTenant,
  type TTenantStatus,
} from '@opentab/shared';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { DateFilterButton } from '../../components/DateFilterButton/DateFilterButton';
import { ExportButton } from '../../components/ExportButton/ExportButton';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { Pagination } from '../../components/Pagination/Pagination';
import { QueryState } from '../../components/QueryState/QueryState';
import { confirmDelete } from '../../lib/confirm';
import { APP_NAME } from '../../lib/constants';
import { formatCompact } from '../../lib/format';
import { msg, t } from '../../lib/i18n';
import { useDialogTarget } from '../../lib/use-dialog-target';
import { usePagedQuery } from '../../lib/use-paged-query';
import { exportTenantsCsv, tenantPageQuery, useDeleteTenant, useTenantsData } from './superadmin-api';
import { AddTenantDialog, EditTenantDialog } from './TenantDialog';
import { TenantsTable } from './TenantsTable';

const TILES: readonly {
  status: TTenantStatus;
  label: string;
  count: 'activeTenants' | 'inactiveTenants' | 'allTenants';
}[] = [
  { status: 'active', label: msg('Active'), count: 'activeTenants' },
  { status: 'inactive', label: msg('Inactive'), count: 'inactiveTenants' },
  { status: 'all', label: msg('All'), count: 'allTenants' },
];

/** /superadmin/dashboard/tenants (spec 02 sections 2 and 4). */
export function TenantsPage() {
  useDocumentTitle(`${t('Tenants')} · ${APP_NAME}`);
  const [status, setStatus] = useState<TTenantStatus>('all');
  const [dates, setDates] = useState<TDateFilterQuery | undefined>(undefined);
  const [search, setSearch] = useState('');
  const [term] = useDebouncedValue(search.trim(), TENANT_SEARCH_DEBOUNCE_MS);
  const { query: tenants, setPage } = usePagedQuery(JSON.stringify([status, term, dates]), (page) =>
    tenantPageQuery({ page, search: term, status, dates }),
  );
  const counts = useTenantsData();
  const remove = useDeleteTenant();
  const dialog = useDialogTarget<TTenant>();
  const askDelete = (tenant: TTenant) =>
    confirmDelete({
      title: t('Delete {name}', { name: tenant.name }),
      question: t(SUPERADMIN_MSG.deleteTenantConfirm),
      onConfirm: () => remove.mutate(tenant.id),
    });

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('Tenants')}
        actions={
          <>
            <ExportButton label={t('Export CSV')} onExport={() => exportTenantsCsv(status)} />
            <Button leftSection={<IconPlus size={18} />} onClick={dialog.openNew}>
              {t('Add Tenant')}
            </Button>
          </>
        }
      />
      <SimpleGrid cols={3} role="group" aria-label={t('Tenant status')}>
        {TILES.map((tile) => (
          <UnstyledButton
            key={tile.status}
            onClick={() => setStatus(tile.status)}
            aria-pressed={status === tile.status}
          >
            <Paper
              withBorder
              radius="md"
              p="md"
              style={
                status === tile.status
                  ? { borderColor: 'var(--mantine-color-teal-8)', borderWidth: 2 }
                  : undefined
              }
            >
              <Text size="sm" c="dimmed" fw={600}>
                {t(tile.label)}
              </Text>
              <Text fz={26} fw={700}>
                {counts.data ? formatCompact(counts.data[tile.count]) : '-'}
              </Text>
            </Paper>
          </UnstyledButton>
        ))}
      </SimpleGrid>
      <Group gap="sm" align="flex-end">
        <TextInput
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          placeholder={t('Search by name or email')}
          aria-label={t('Search tenants')}
          leftSection={<IconSearch size={18} />}
          style={{ flex: '1 1 260px', maxWidth: 420 }}
        />
        <DateFilterButton
          value={dates}
          onChange={setDates}
          onClear={() => setDates(undefined)}
          unsetLabel={t('Any time')}
          timeZone="UTC"
        />
      </Group>
      <QueryState
        query={tenants}
        // spec 02 section 8: a search whose call fails says No result found!
        errorText={t(term ? MSG.searchFailed : SUPERADMIN_MSG.loadTenantsFailed)}
        emptyText={t(SUPERADMIN_MSG.noTenants)}
        isEmpty={(data) => data.totalTenants === 0}
        skeleton={<Skeleton height={320} radius="md" />}
      >
        {(data) => (
          <Stack gap="md">
            <TenantsTable tenants={data.tenants} onEdit={dialog.openEdit} onDelete={askDelete} />
            <Pagination
              page={data.currentPage}
              totalPages={data.totalPages}
              shown={data.tenants.length}
              total={data.totalTenants}
              onPage={setPage}
            />
          </Stack>
        )}
      </QueryState>
      {dialog.opened && dialog.record ? (
        <EditTenantDialog key={dialog.record.id} tenant={dialog.record} onClose={dialog.close} />
      ) : null}
      {dialog.opened && !dialog.record ? <AddTenantDialog onClose={dialog.close} /> : null}
    </Stack>
  );
}
