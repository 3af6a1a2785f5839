import type { TGetReceiptResponse } from '@opentab/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { findEntry, findSynced } from '../../lib/offline/outbox-store';

/**
 * `id` is one order's or invoice's id, or for `orders` a comma-separated list of order ids; `part`, one part of
 * an invoice paid in parts (issue 23, split bill).
 */
export type TReceiptSource = { kind: 'order' | 'orders' | 'invoice' | 'offline'; id: string; part?: number };

/**
 * An order this device made offline (issue 25): the server's receipt once it synced (its real token and
 * number), until then the receipt the device printed when it was made.
 */
async function offlineReceipt(id: string, signal: AbortSignal): Promise<TGetReceiptResponse> {
  const synced = await findSynced(id);
  if (synced) return fetchReceipt({ kind: 'order', id: synced.orderId }, signal);
  const entry = await findEntry(id);
  if (!entry) throw new Error('not on this device');
  return { receipt: entry.receipt };
}

function fetchReceipt({ kind, id, part }: TReceiptSource, signal: AbortSignal): Promise<TGetReceiptResponse> {
  if (kind === 'offline') return offlineReceipt(id, signal);
  if (kind === 'orders') return api.get('/receipts/orders', { query: { ids: id }, signal });
  if (kind === 'invoice' && part !== undefined) {
    return api.get('/receipts/invoice/:id/parts/:part', { params: { id, part }, signal });
  }
  return api.get(`/receipts/${kind}/:id`, { params: { id }, signal });
}

/** The receipt of one order, some orders of a table or one invoice, as the server priced and stored it. */
export function useReceipt(source: TReceiptSource | null) {
  return useQuery({
    queryKey: ['receipt', source?.kind, source?.id, source?.part],
    enabled: source !== null,
    // A printed receipt is a snapshot: no refetch on focus, which would re-render (and re-print) it.
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: ({ signal }) => fetchReceipt(source as TReceiptSource, signal).then((answer) => answer.receipt),
  });
}

/** A credit note to print: the invoice's detail (its refunds) and the store it belongs to (issue 23). */
export function useCreditNote(invoiceId: string | null) {
  return useQuery({
    queryKey: ['credit-note-print', invoiceId],
    enabled: invoiceId !== null,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async ({ signal }) => {
      const [init, invoice] = await Promise.all([
        api.get('/invoices/init', { signal }),
        api.get('/invoices/:id', { params: { id: invoiceId as string }, signal }),
      ]);
      return { store: init.storeSettings, print: init.printSettings, invoice };
    },
  });
}
