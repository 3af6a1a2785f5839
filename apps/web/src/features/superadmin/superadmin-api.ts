import {
  MSG,
  type TAddTenant,
  type TDateFilterQuery,
  TENANTS_PER_PAGE,
  type TTenantExportRow,
  type TTenantStatus,
  type TUpdateCurrencyRates,
  type TUpdateTenant,
  toCsv,
} from '@opentab/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dateFilterQuery } from '../../components/DateFilterButton/DateFilterButton';
import { api } from '../../lib/api';
import { exportCsv } from '../../lib/download';
import { withToast } from '../../lib/toast';

const SUPERADMIN_KEY = ['superadmin'] as const;
const TENANTS_KEY = [...SUPERADMIN_KEY, 'tenants'] as const;
const RATES_KEY = [...SUPERADMIN_KEY, 'rates'] as const;

export function useSuperadminDashboard() {
  return useQuery({
    queryKey: [...SUPERADMIN_KEY, 'dashboard'],
    queryFn: ({ signal }) => api.get('/superadmin/dashboard', { signal }),
  });
}

export function useSuperadminReport(filter: TDateFilterQuery) {
  return useQuery({
    queryKey: [...SUPERADMIN_KEY, 'reports', filter],
    queryFn: ({ signal }) => api.get('/superadmin/reports', { query: dateFilterQuery(filter), signal }),
    placeholderData: keepPreviousData,
  });
}

export function useTenantsData() {
  return useQuery({
    queryKey: [...TENANTS_KEY, 'counts'],
    queryFn: ({ signal }) => api.get('/superadmin/tenantsData', { signal }),
  });
}

export type TTenantListFilter = {
  page: number;
  search: string;
  status: TTenantStatus;
  dates: TDateFilterQuery | undefined;
};

function tenantsQuery(filter: TTenantListFilter) {
  return {
    page: filter.page,
    perPage: TENANTS_PER_PAGE,
    status: filter.status,
    search: filter.search || undefined,
    ...(filter.dates ? dateFilterQuery(filter.dates) : {}),
  };
}

/** One page of tenants (for `usePagedQuery`). */
export function tenantPageQuery(filter: TTenantListFilter) {
  return queryOptions({
    queryKey: [...TENANTS_KEY, 'page', filter],
    queryFn: ({ signal }) => api.get('/superadmin/tenants', { query: tenantsQuery(filter), signal }),
  });
}

export function useSubscriptionHistory(tenantId: string) {
  return useQuery({
    queryKey: [...TENANTS_KEY, 'history', tenantId],
    queryFn: ({ signal }) =>
      api.get('/superadmin/tenants/:id/subscription-history', { params: { id: tenantId }, signal }),
  });
}

function useReloadSuperadmin() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: SUPERADMIN_KEY });
}

export function useAddTenant() {
  const reload = useReloadSuperadmin();
  return useMutation({
    mutationFn: ({ input }: { id?: string; input: TAddTenant }) =>
      withToast(() => api.post('/superadmin/tenants/add', { body: input }), MSG.somethingWrong),
    onSuccess: reload,
  });
}

export function useUpdateTenant() {
  const reload = useReloadSuperadmin();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: TUpdateTenant }) =>
      withToast(
        () => api.patch('/superadmin/tenants/update/:id', { params: { id: id ?? '' }, body: input }),
        MSG.somethingWrong,
      ),
    onSuccess: reload,
  });
}

export function useDeleteTenant() {
  const reload = useReloadSuperadmin();
  return useMutation({
    mutationFn: (id: string) =>
      withToast(() => api.delete('/superadmin/tenants/delete/:id', { params: { id } }), MSG.somethingWrong),
    onSettled: reload,
  });
}

export function useCurrencyRates(enabled: boolean) {
  return useQuery({
    queryKey: RATES_KEY,
    queryFn: ({ signal }) => api.get('/superadmin/currency-rates', { signal }),
    enabled,
  });
}

export function useUpdateCurrencyRates() {
  const reload = useReloadSuperadmin();
  return useMutation({
    mutationFn: (input: TUpdateCurrencyRates) =>
      withToast(() => api.post('/superadmin/currency-rates/update', { body: input }), MSG.somethingWrong),
    onSuccess: reload,
  });
}

const CSV_HEADER = ['Name', 'Email', 'Status', 'Subscription Start', 'Subscription End'];
const csvRow = (row: TTenantExportRow) => [
  row.name,
  row.email,
  row.is_active === 1 ? 'Active' : 'Inactive',
  row.subscription_start,
  row.subscription_end,
];

/** Downloads the tenants of a status tile as tenants-<status>.csv, cells defused against formulas. */
export function exportTenantsCsv(status: TTenantStatus): Promise<void> {
  return exportCsv(`tenants-${status}.csv`, async () => {
    const rows = await api.get('/superadmin/tenantsData/:status', { params: { status } });
    return toCsv(CSV_HEADER, rows.map(csvRow));
  });
}
