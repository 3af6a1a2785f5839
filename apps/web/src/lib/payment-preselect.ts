import type { TPaymentTypeResponse } from '@opentab/shared';

/**
 * The payment type a payment dialog starts with (issue 22): the store's default (Settings → Store Details) while
 * it is active, else its first active cash type, else its first active type, else none. The same on every
 * device and after every sale: a device that remembered its last type (issue 16) preselected Card for the cash
 * sale after a card sale, and a new device the alphabetically first type.
 */
export function preselectPaymentType(
  active: readonly TPaymentTypeResponse[],
  defaultPaymentTypeId: string | null,
): string | null {
  return (
    active.find((type) => type.id === defaultPaymentTypeId)?.id ??
    active.find((type) => Boolean(type.isCash))?.id ??
    active[0]?.id ??
    null
  );
}

/** Whether the chosen type is cash, which alone takes an amount tendered and gives change. */
export function isCashPaymentType(
  paymentTypes: readonly TPaymentTypeResponse[],
  paymentTypeId: string | null,
): boolean {
  return Boolean(paymentTypes.find((type) => type.id === paymentTypeId)?.isCash);
}
