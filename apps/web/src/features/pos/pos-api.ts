import type { TCustomerAdd } from '@opentab/shared';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { type TLiveEvent, useLiveEvents } from '../../lib/realtime';
import type { TOrder } from '../orders/order-types';
import type { TCreateOrderAnswer, TCreateOrderBody, TCustomerResult, TPosInit } from './pos-types';

const POS_INIT_QUERY_KEY = ['pos', 'init'] as const;

const MENU_EVENTS: readonly TLiveEvent[] = ['menu_update'];

/**
 * GET /pos/init: the menu, taxes, tables and store settings the POS prices from. Refetched when a manager
 * changes one of them (`menu_update`), after a reconnect and on the poll while the live link is down.
 */
export function usePosInit() {
  const client = useQueryClient();
  useLiveEvents(MENU_EVENTS, () => void refetchPosInit(client));
  return useQuery({
    queryKey: POS_INIT_QUERY_KEY,
    queryFn: ({ signal }) => api.get<TPosInit>('/pos/init', { signal }),
  });
}

export function refetchPosInit(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: POS_INIT_QUERY_KEY });
}

export function searchCustomers(term: string, signal?: AbortSignal): Promise<TCustomerResult[]> {
  const query = new URLSearchParams({ q: term.trim() });
  return api
    .get<{ customers?: TCustomerResult[] }>(`/customers/search-by-phone-name/search?${query}`, { signal })
    .then((answer) => answer.customers ?? []);
}

export function addCustomer(customer: TCustomerAdd) {
  return api.post<{ message?: string; customer: TCustomerResult }>('/customers/add', customer);
}

/** Send to Kitchen, or Create Receipt & Pay (which adds the payment type and, for compatibility, totals). */
export type TSendMode = 'kitchen' | 'pay';

export type TPayExtras = {
  paymentTypeId: string;
  itemsTotal: number;
  taxTotal: number;
  payableTotal: number;
};

const SEND_PATHS: Record<TSendMode, string> = {
  kitchen: '/pos/create-order',
  pay: '/pos/create-order-and-invoice',
};

/** The create-order answer with the order as the server priced and stored it (docs/api-pos.md). */
export type TSentOrder = TCreateOrderAnswer & { order?: TOrder };

export function createOrder(
  mode: TSendMode,
  body: TCreateOrderBody | (TCreateOrderBody & TPayExtras),
  idempotencyKey: string,
) {
  return api.post<TSentOrder>(SEND_PATHS[mode], body, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}
