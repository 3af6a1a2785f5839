/*
 * The "Print Receipt?" box of Pay & Complete remembers this device's last choice (issue 22), per store (a shared
 * tablet may serve two stores' logins); until one is made it starts as the store's print switch.
 */

export const printReceiptChoiceKey = (tenantId: string) => `opentab:print-receipt:${tenantId}`;

export function readPrintReceiptChoice(tenantId: string, storeDefault: boolean): boolean {
  try {
    const stored = localStorage.getItem(printReceiptChoiceKey(tenantId));
    return stored === null ? storeDefault : stored === '1';
  } catch {
    return storeDefault;
  }
}

export function rememberPrintReceiptChoice(tenantId: string, print: boolean): void {
  try {
    localStorage.setItem(printReceiptChoiceKey(tenantId), print ? '1' : '0');
  } catch {
    // Storage full or blocked: the box starts from the store's print switch next time.
  }
}
