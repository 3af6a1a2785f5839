import {
  apiAccess,
  canAccess,
  type TDateFilterQuery,
  type TLogMovementFilter,
  type TStockCountInput,
  type TStockItemAdd,
  type TStockItemUpdate,
  type TStockMovementInput,
  type TStockStatus,
} from '@opentab/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dateFilterQuery } from '../../components/DateFilterButton/DateFilterButton';
import { api } from '../../lib/api';
import { msg, t } from '../../lib/i18n';
import { useListPages } from '../../lib/list-pages';
import { toPrincipal, useSessionUser } from '../../lib/session';
import { withToast } from '../../lib/toast';

export const INVENTORY_LOAD_FAILED = msg('Error loading the inventory! Please try later!');
const INVENTORY_ACTION_FAILED = msg('Something went wrong with the inventory! Please try again!');

/** Every inventory answer lives under this key: a change reloads the list, the item, the logs and the dashboard. */
const INVENTORY_KEY = ['inventory'] as const;

/** Whether this user may add, change, count and delete stock (the one permission table decides). */
export function useCanChangeStock(): boolean {
  const user = useSessionUser();
  const access = apiAccess('PATCH', '/inventory/:id/add-stock-movement');
  return Boolean(user && access && canAccess(toPrincipal(user), access));
}

/** The store's stock items (every status: the screens filter and count them), with its currency and time zone. */
export function useStockItems() {
  return useQuery({
    queryKey: [...INVENTORY_KEY, 'items'],
    queryFn: ({ signal }) => api.get('/inventory', { signal }),
  });
}

/** One item and its newest movements. */
export function useStockItem(id: string) {
  return useQuery({
    queryKey: [...INVENTORY_KEY, 'item', id],
    queryFn: ({ signal }) => api.get('/inventory/:id', { params: { id }, signal }),
  });
}

export function useInventoryDashboard(dates: TDateFilterQuery) {
  return useQuery({
    queryKey: [...INVENTORY_KEY, 'dashboard', dates],
    queryFn: ({ signal }) => api.get('/inventory/dashboard', { query: dateFilterQuery(dates), signal }),
  });
}

/** What the logs screen filters by: the date filter, a movement type and one item when chosen. */
export type TLogsFilter = {
  dates: TDateFilterQuery;
  movementType: TLogMovementFilter;
  itemId: string | null;
};

function logsQuery(filter: TLogsFilter) {
  return {
    ...dateFilterQuery(filter.dates),
    movementType: filter.movementType,
    ...(filter.itemId ? { itemId: filter.itemId } : {}),
  };
}

/** The movements of a filter, newest first, a page at a time. */
export function useStockLogs(filter: TLogsFilter) {
  return useListPages([...INVENTORY_KEY, 'logs', filter], '/inventory/logs', { query: logsQuery(filter) });
}

/** Where the browser downloads the filter's movements as a CSV file (the session cookie goes with it). */
export function logsCsvUrl(filter: TLogsFilter): string {
  const query = new URLSearchParams(
    Object.entries(logsQuery(filter)).map(([key, value]) => [key, String(value)]),
  );
  return `/api/v1/inventory/logs/download?${query}`;
}

export const ITEMS_CSV_URL = '/api/v1/inventory/download';

function useReloadInventory() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: INVENTORY_KEY });
}

const stockCall = <T extends { message: string }>(call: () => Promise<T>) =>
  withToast(call, t(INVENTORY_ACTION_FAILED));

/** Adds an item (no `id`) or changes one. */
export function useSaveStockItem() {
  const reload = useReloadInventory();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: TStockItemAdd | TStockItemUpdate }) =>
      stockCall(() =>
        id
          ? api.put('/inventory/:id', { params: { id }, body: input })
          : api.post('/inventory/add-item', { body: input as TStockItemAdd }),
      ),
    onSuccess: reload,
  });
}

export function useDeleteStockItem() {
  const reload = useReloadInventory();
  return useMutation({
    mutationFn: (id: string) => stockCall(() => api.delete('/inventory/:id', { params: { id } })),
    onSettled: reload,
  });
}

export function useAddMovement() {
  const reload = useReloadInventory();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: TStockMovementInput }) =>
      stockCall(() =>
        api.patch('/inventory/:id/add-stock-movement', { params: { id: id ?? '' }, body: input }),
      ),
    onSuccess: reload,
  });
}

export function useCountStock() {
  const reload = useReloadInventory();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: TStockCountInput }) =>
      stockCall(() => api.post('/inventory/:id/count', { params: { id: id ?? '' }, body: input })),
    onSuccess: reload,
  });
}

/** The status filter's choices, each with how many items it holds. */
export const STATUS_FILTERS = ['all', 'in', 'low', 'out'] as const satisfies readonly (
  | 'all'
  | TStockStatus
)[];
