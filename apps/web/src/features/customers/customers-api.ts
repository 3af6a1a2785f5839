import {
  CUSTOMERS_PER_PAGE,
  CUSTOMERS_PER_PAGE_MAX,
  MSG,
  type TCustomer,
  type TCustomerListResponse,
  type TCustomerUpdate,
  type TMessageResponse,
  toCsv,
} from '@opentab/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { exportCsv } from '../../lib/download';
import { withToast } from '../../lib/toast';

const CUSTOMERS_KEY = ['customers'] as const;

function customersPath(page: number, perPage: number, filter = ''): string {
  const query = new URLSearchParams({ sort: 'created_at', page: String(page), perPage: String(perPage) });
  if (filter.trim()) query.set('filter', filter.trim());
  return `/customers?${query}`;
}

/** One page of the list (for `usePagedQuery`). */
export function customerPageQuery(page: number, filter: string) {
  return queryOptions({
    queryKey: [...CUSTOMERS_KEY, page, filter],
    queryFn: ({ signal }) =>
      api.get<TCustomerListResponse>(customersPath(page, CUSTOMERS_PER_PAGE, filter), { signal }),
  });
}

/** The phone is the customer's id in the paths (spec 01 section 7). */
const customerPath = (phone: string, action: 'update' | 'delete') =>
  `/customers/${encodeURIComponent(phone)}/${action}`;

export function useReloadCustomers() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: CUSTOMERS_KEY });
}

export function useUpdateCustomer() {
  const reload = useReloadCustomers();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: TCustomerUpdate }) =>
      withToast(
        () => api.post<TMessageResponse>(customerPath(id ?? '', 'update'), input),
        MSG.somethingWrong,
      ),
    onSuccess: reload,
  });
}

export function useDeleteCustomer() {
  const reload = useReloadCustomers();
  return useMutation({
    mutationFn: (phone: string) =>
      withToast(() => api.delete<TMessageResponse>(customerPath(phone, 'delete')), MSG.somethingWrong),
    onSettled: reload,
  });
}

const CSV_HEADER = ['Name', 'Phone', 'Email', 'Birth Date', 'Gender', 'Created At', 'Updated At'];

const csvRow = (c: TCustomer) => [
  c.name,
  c.phone,
  c.email,
  c.birth_date,
  c.gender,
  c.created_at,
  c.updated_at,
];

/**
 * Every customer the list shows under `filter` (all of its pages, not only the one on screen), read in the
 * largest pages the server gives.
 */
async function fetchAllCustomers(filter: string): Promise<TCustomer[]> {
  const all: TCustomer[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await api.get<TCustomerListResponse>(customersPath(page, CUSTOMERS_PER_PAGE_MAX, filter));
    all.push(...answer.customers);
    if (page >= answer.totalPages) return all;
  }
}

/**
 * Downloads the list as the screen filters it (every customer without a search) as customers.csv, cells
 * defused against formula injection.
 */
export function exportCustomersCsv(filter: string): Promise<void> {
  return exportCsv('customers.csv', async () =>
    toCsv(CSV_HEADER, (await fetchAllCustomers(filter)).map(csvRow)),
  );
}
