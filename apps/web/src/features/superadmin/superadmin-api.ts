import {
  MSG,
  type TAddTenant,
  type TCreatedResponse,
  type TCurrencyRate,
  type TDateFilterQuery,
  TENANTS_PER_PAGE,
  type TMessageResponse,
  type TSubscriptionHistoryResponse,
  type TSuperadminDashboardResponse,
  type TSuperadminReportResponse,
  type TTenantExportRow,
  type TTenantListResponse,
  type TTenantStatus,
  type TTenantsDataResponse,
  type TUpdateCurrencyRates,
  type TUpdateTenant,
  toCsv,
} from '@opentab/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dateFilterSearch } from '../../components/DateFilterButton/DateFilterButton';
import { api } from '../../lib/api';
import { exportCsv } from '../../lib/download';
import { withToast } from '../../lib/toast';

const SUPERADMIN_KEY = ['superadmin'] as const;
const TENANTS_KEY = [...SUPERADMIN_KEY, 'tenants'] as const;
const RATES_KEY = [...SUPERADMIN_KEY, 'rates'] as const;

export function useSuperadminDashboard() {
  return useQuery({
    queryKey: [...SUPERADMIN_KEY, 'dashboard'],
    queryFn: ({ signal }) => api.get<TSuperadminDashboardResponse>('/superadmin/dashboard', { signal }),
  });
}

export function useSuperadminReport(filter: TDateFilterQuery) {
  return useQuery({
    queryKey: [...SUPERADMIN_KEY, 'reports', filter],
    queryFn: ({ signal }) =>
      api.get<TSuperadminReportResponse>(`/superadmin/reports?${dateFilterSearch(filter)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useTenantsData() {
  return useQuery({
    queryKey: [...TENANTS_KEY, 'counts'],
    queryFn: ({ signal }) => api.get<TTenantsDataResponse>('/superadmin/tenantsData', { signal }),
  });
}

export type TTenantListFilter = {
  page: number;
  search: string;
  status: TTenantStatus;
  dates: TDateFilterQuery | undefined;
};

function tenantsPath(filter: TTenantListFilter): string {
  const query = new URLSearchParams({
    page: String(filter.page),
    perPage: String(TENANTS_PER_PAGE),
    status: filter.status,
  });
  if (filter.search) query.set('search', filter.search);
  if (filter.dates)
    for (const [key, value] of new URLSearchParams(dateFilterSearch(filter.dates))) query.set(key, value);
  return `/superadmin/tenants?${query}`;
}

/** One page of tenants (for `usePagedQuery`). */
export function tenantPageQuery(filter: TTenantListFilter) {
  return queryOptions({
    queryKey: [...TENANTS_KEY, 'page', filter],
    queryFn: ({ signal }) => api.get<TTenantListResponse>(tenantsPath(filter), { signal }),
  });
}

export function useSubscriptionHistory(tenantId: string) {
  return useQuery({
    queryKey: [...TENANTS_KEY, 'history', tenantId],
    queryFn: ({ signal }) =>
      api.get<TSubscriptionHistoryResponse>(
        `/superadmin/tenants/${encodeURIComponent(tenantId)}/subscription-history`,
        { signal },
      ),
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
      withToast(() => api.post<TCreatedResponse>('/superadmin/tenants/add', input), MSG.somethingWrong),
    onSuccess: reload,
  });
}

export function useUpdateTenant() {
  const reload = useReloadSuperadmin();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: TUpdateTenant }) =>
      withToast(
        () =>
          api.patch<TMessageResponse>(`/superadmin/tenants/update/${encodeURIComponent(id ?? '')}`, input),
        MSG.somethingWrong,
      ),
    onSuccess: reload,
  });
}

export function useDeleteTenant() {
  const reload = useReloadSuperadmin();
  return useMutation({
    mutationFn: (id: string) =>
      withToast(
        () => api.delete<TMessageResponse>(`/superadmin/tenants/delete/${encodeURIComponent(id)}`),
        MSG.somethingWrong,
      ),
    onSettled: reload,
  });
}

export function useCurrencyRates(enabled: boolean) {
  return useQuery({
    queryKey: RATES_KEY,
    queryFn: ({ signal }) => api.get<TCurrencyRate[]>('/superadmin/currency-rates', { signal }),
    enabled,
  });
}

export function useUpdateCurrencyRates() {
  const reload = useReloadSuperadmin();
  return useMutation({
    mutationFn: (input: TUpdateCurrencyRates) =>
      withToast(
        () => api.post<TMessageResponse>('/superadmin/currency-rates/update', input),
        MSG.somethingWrong,
      ),
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
    const rows = await api.get<TTenantExportRow[]>(`/superadmin/tenantsData/${status}`);
    return toCsv(CSV_HEADER, rows.map(csvRow));
  });
}
