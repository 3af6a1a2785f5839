import { SOURCE_LANGUAGE } from '@opentab/shared';

/** Spec 01 section 9: the receipt and token print windows open at 400x400. */
const WINDOW_FEATURES = 'width=400,height=400';

/**
 * One order (the POS's send), a table's open orders (the Orders screen), one invoice, or one part of an invoice
 * paid in parts (issue 23, split bill).
 */
export type TReceiptWindowSource =
  | { orderId: string }
  /** issue 25: an order this device made offline (its outbox or synced entry's id) */
  | { offlineId: string }
  | { orderIds: string[] }
  | { invoiceId: string; part?: number };

function receiptQuery(source: TReceiptWindowSource): string {
  if ('orderIds' in source) return `orderIds=${source.orderIds.map(encodeURIComponent).join(',')}`;
  if ('invoiceId' in source) {
    const query = new URLSearchParams({ invoiceId: source.invoiceId });
    if (source.part !== undefined) query.set('part', String(source.part));
    return query.toString();
  }
  return new URLSearchParams(source).toString();
}

/**
 * Opens a receipt; the window prints itself once the receipt has rendered. Each receipt has a window of its
 * own (a second one must not replace the first before it printed); answers false when the browser blocked it.
 */
export function openReceiptWindow(source: TReceiptWindowSource): boolean {
  const query = receiptQuery(source);
  return window.open(`/print-receipt?${query}`, `receipt ${query}`, WINDOW_FEATURES) !== null;
}

/**
 * The token slip, as wide as the receipt paper (print settings' page format; 80 mm unless set), in the store's
 * language (issue 24: the kitchen reads the store's, whatever the cashier's screens speak; English unless set).
 */
export function openTokenWindow(
  tokenNo: number | string,
  pageFormat?: number | null,
  language?: string | null,
): void {
  const query = new URLSearchParams({ token: String(tokenNo) });
  if (pageFormat) query.set('width', String(pageFormat));
  if (language && language !== SOURCE_LANGUAGE) query.set('lang', language);
  window.open(`/print-token?${query}`, 'token', WINDOW_FEATURES);
}

/** A Z report on the receipt paper (printing itself), or with `plainPage` on a page that prints well as a PDF. */
export function openZReportWindow(
  number: number,
  { plainPage = false }: { plainPage?: boolean } = {},
): boolean {
  const query = new URLSearchParams({ number: String(number) });
  if (plainPage) query.set('paper', 'page');
  return (
    window.open(`/print-z-report?${query}`, `z-report ${query}`, plainPage ? undefined : WINDOW_FEATURES) !==
    null
  );
}

/** A credit note (a refund of an invoice, issue 23) on the receipt paper, printing itself. */
export function openCreditNoteWindow(invoiceId: string, number: number): boolean {
  const query = new URLSearchParams({ invoiceId, number: String(number) });
  return window.open(`/print-credit-note?${query}`, `credit-note ${query}`, WINDOW_FEATURES) !== null;
}
