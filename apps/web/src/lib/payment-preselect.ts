import type { TPaymentTypeResponse } from '@opentab/shared';

/** This device's last used payment type, per store (a shared tablet may serve two stores' logins). */
export const lastPaymentTypeKey = (tenantId: string) => `opentab:last-payment-type:${tenantId}`;

export function rememberPaymentType(tenantId: string, paymentTypeId: string): void {
  try {
    localStorage.setItem(lastPaymentTypeKey(tenantId), paymentTypeId);
  } catch {
    // Storage full or blocked: the next payment preselects the first active type instead.
  }
}

/**
 * The payment type a payment dialog starts with (issue 16): the device's last used one while it is still
 * active, else the store's first active one, else none.
 */
export function preselectPaymentType(
  tenantId: string,
  active: readonly TPaymentTypeResponse[],
): string | null {
  let last: string | null = null;
  try {
    last = localStorage.getItem(lastPaymentTypeKey(tenantId));
  } catch {
    last = null;
  }
  return active.find((type) => type.id === last)?.id ?? active[0]?.id ?? null;
}
