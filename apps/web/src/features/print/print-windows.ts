/** Spec 01 section 9: the receipt and token print windows open at 400x400. */
const WINDOW_FEATURES = 'width=400,height=400';

/** Opens the receipt of one order or one invoice; the window prints itself once the receipt has rendered. */
export function openReceiptWindow(source: { orderId: string } | { invoiceId: string }): void {
  const query = new URLSearchParams(source).toString();
  window.open(`/print-receipt?${query}`, 'receipt', WINDOW_FEATURES);
}

export function openTokenWindow(tokenNo: number): void {
  window.open(`/print-token?token=${encodeURIComponent(String(tokenNo))}`, 'token', WINDOW_FEATURES);
}
