import type { TCreateOrderAndInvoiceInput, TCreateOrderInput, TPosInitResponse } from '@opentab/shared';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { posInitOnlineOrSaved } from '../../lib/offline/pos-init-fallback';
import { getPrefetched } from '../../lib/prefetch';
import { type TLiveEvent, useLiveEvents } from '../../lib/realtime';

const POS_INIT_QUERY_KEY = ['pos', 'init'] as const;

const MENU_EVENTS: readonly TLiveEvent[] = ['menu_update', 'stock_sold_out'];

/**
 * GET /pos/init: the menu, taxes, tables and store settings the POS prices from. Refetched when a manager
 * changes one of them (`menu_update`), after a reconnect and on the poll while the live link is down. On a
 * first load of the POS the call has started before the POS's code arrived (app/first-page.ts).
 */
export function usePosInit(who: { tenantId: string; userId: string } | null) {
  const client = useQueryClient();
  useLiveEvents(MENU_EVENTS, (event, payload) => {
    // issue 27: the sold-out items come whole with the event; nothing else changed
    if (event !== 'stock_sold_out') return void refetchPosInit(client);
    client.setQueryData<TPosInitResponse>(
      POS_INIT_QUERY_KEY,
      (init) => init && { ...init, ...(payload as object) },
    );
  });
  return useQuery({
    queryKey: POS_INIT_QUERY_KEY,
    // the query runs with the browser offline too (react-query would pause it), to answer the kept copy
    networkMode: 'always',
    // issue 25: offline, the copy this device kept of the user's last answer
    queryFn: ({ signal }) => {
      const online = () => getPrefetched('/pos/init', { signal });
      return who ? posInitOnlineOrSaved(who, online) : online();
    },
  });
}

export function refetchPosInit(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: POS_INIT_QUERY_KEY });
}

/** Send to Kitchen, or Create Receipt & Pay (which adds the payment type and, for compatibility, totals). */
export type TSendMode = 'kitchen' | 'pay';

/** Send to Kitchen sends the order; Create Receipt & Pay adds the payment type and the totals it showed. */
export type TSendOrder =
  | { mode: 'kitchen'; body: TCreateOrderInput }
  | { mode: 'pay'; body: TCreateOrderAndInvoiceInput };

export function createOrder(order: TSendOrder, idempotencyKey: string) {
  const headers = { 'Idempotency-Key': idempotencyKey };
  return order.mode === 'kitchen'
    ? api.post('/pos/create-order', { body: order.body, headers })
    : api.post('/pos/create-order-and-invoice', { body: order.body, headers });
}
