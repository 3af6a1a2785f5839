import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import type { TReceipt } from './receipt-types';

export type TReceiptSource = { kind: 'order' | 'invoice'; id: string };

/** The receipt of one order or one invoice, as the server priced and stored it. */
export function useReceipt(source: TReceiptSource | null) {
  return useQuery({
    queryKey: ['receipt', source?.kind, source?.id],
    enabled: source !== null,
    // A printed receipt is a snapshot: no refetch on focus, which would re-render (and re-print) it.
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: ({ signal }) =>
      api
        .get<{ receipt: TReceipt }>(`/receipts/${source?.kind}/${encodeURIComponent(source?.id ?? '')}`, {
          signal,
        })
        .then((answer) => answer.receipt),
  });
}
