import type { TGetReceiptResponse } from '@opentab/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** `id` is one order's or invoice's id, or for `orders` a comma-separated list of order ids. */
export type TReceiptSource = { kind: 'order' | 'orders' | 'invoice'; id: string };

function receiptPath(source: TReceiptSource): string {
  if (source.kind === 'orders') return `/receipts/orders?ids=${encodeURIComponent(source.id)}`;
  return `/receipts/${source.kind}/${encodeURIComponent(source.id)}`;
}

/** The receipt of one order, some orders of a table or one invoice, as the server priced and stored it. */
export function useReceipt(source: TReceiptSource | null) {
  return useQuery({
    queryKey: ['receipt', source?.kind, source?.id],
    enabled: source !== null,
    // A printed receipt is a snapshot: no refetch on focus, which would re-render (and re-print) it.
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: ({ signal }) =>
      api
        .get<TGetReceiptResponse>(receiptPath(source as TReceiptSource), { signal })
        .then((answer) => answer.receipt),
  });
}
