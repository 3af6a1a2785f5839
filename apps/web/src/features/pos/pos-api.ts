import type {
  TCreateOrderAndInvoiceInput,
  TCreateOrderAndInvoiceResponse,
  TCreateOrderInput,
  TCreateOrderResponse,
  TPosInitResponse,
} from '@opentab/shared';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { getPrefetched } from '../../lib/prefetch';
import { type TLiveEvent, useLiveEvents } from '../../lib/realtime';

const POS_INIT_QUERY_KEY = ['pos', 'init'] as const;

const MENU_EVENTS: readonly TLiveEvent[] = ['menu_update'];

/**
 * GET /pos/init: the menu, taxes, tables and store settings the POS prices from. Refetched when a manager
 * changes one of them (`menu_update`), after a reconnect and on the poll while the live link is down. On a
 * first load of the POS the call has started before the POS's code arrived (app/first-page.ts).
 */
export function usePosInit() {
  const client = useQueryClient();
  useLiveEvents(MENU_EVENTS, () => void refetchPosInit(client));
  return useQuery({
    queryKey: POS_INIT_QUERY_KEY,
    queryFn: ({ signal }) => getPrefetched<TPosInitResponse>('/pos/init', { signal }),
  });
}

export function refetchPosInit(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: POS_INIT_QUERY_KEY });
}

/** Send to Kitchen, or Create Receipt & Pay (which adds the payment type and, for compatibility, totals). */
export type TSendMode = 'kitchen' | 'pay';

const SEND_PATHS: Record<TSendMode, string> = {
  kitchen: '/pos/create-order',
  pay: '/pos/create-order-and-invoice',
};

/** Send to Kitchen sends the order; Create Receipt & Pay adds the payment type and the totals it showed. */
export type TSendBody = TCreateOrderInput | TCreateOrderAndInvoiceInput;

export function createOrder(mode: TSendMode, body: TSendBody, idempotencyKey: string) {
  return api.post<TCreateOrderResponse | TCreateOrderAndInvoiceResponse>(SEND_PATHS[mode], body, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}
