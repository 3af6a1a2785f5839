import {
  CUSTOMER_CSV_HEADER,
  CUSTOMERS_PER_PAGE,
  CUSTOMERS_PER_PAGE_MAX,
  customerCsvRow,
  MSG,
  type TCustomer,
  type TCustomerUpdate,
  toCsv,
} from '@opentab/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { exportCsv } from '../../lib/download';
import { withToast } from '../../lib/toast';

const CUSTOMERS_KEY = ['customers'] as const;

/** GET /customers: one page of `perPage`, newest first, matching `filter` when it is not blank. */
function fetchCustomers(page: number, perPage: number, options: { filter: string; signal?: AbortSignal }) {
  const query = { sort: 'created_at' as const, page, perPage, filter: options.filter.trim() || undefined };
  return api.get('/customers', { query, signal: options.signal });
}

/** One page of the list (for `usePagedQuery`). */
export function customerPageQuery(page: number, filter: string) {
  return queryOptions({
    queryKey: [...CUSTOMERS_KEY, page, filter],
    queryFn: ({ signal }) => fetchCustomers(page, CUSTOMERS_PER_PAGE, { filter, signal }),
  });
}

export function useReloadCustomers() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: CUSTOMERS_KEY });
}

export function useUpdateCustomer() {
  const reload = useReloadCustomers();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: TCustomerUpdate }) =>
      withToast(
        // The phone is the customer's id in the paths (spec 01 section 7).
        () => api.post('/customers/:id/update', { params: { id: id ?? '' }, body: input }),
        MSG.somethingWrong,
      ),
    onSuccess: reload,
  });
}

export function useDeleteCustomer() {
  const reload = useReloadCustomers();
  return useMutation({
    mutationFn: (phone: string) =>
      withToast(() => api.delete('/customers/:id/delete', { params: { id: phone } }), MSG.somethingWrong),
    onSettled: reload,
  });
}

/**
 * Every customer the list shows under `filter` (all of its pages, not only the one on screen), read in the
 * largest pages the server gives.
 */
async function fetchAllCustomers(filter: string): Promise<TCustomer[]> {
  const all: TCustomer[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await fetchCustomers(page, CUSTOMERS_PER_PAGE_MAX, { filter });
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
    toCsv(CUSTOMER_CSV_HEADER, (await fetchAllCustomers(filter)).map(customerCsvRow)),
  );
}

/** Issue 27: enrols a customer (by phone) as a loyalty member. */
export function useEnrolMember() {
  const reload = useReloadCustomers();
  return useMutation({
    mutationFn: (phone: string) =>
      withToast(() => api.post('/members/:id/enrol', { params: { id: phone } }), MSG.somethingWrong),
    onSuccess: reload,
  });
}
