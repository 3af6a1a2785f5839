import { DELIVERY_TYPES, type TDeliveryType, type TDiscountInput } from '@opentab/shared';
import type { TCartLine } from './cart';
import { isCartLine, isDiscount } from './drafts';
import type { TPosCustomer } from './pos-customer';
import type { TSelectedQrOrder } from './qr-intake';

/**
 * The order being built and its unanswered send survive a reload of the tab (a crash, a mis-tap on
 * refresh): kept in sessionStorage per tenant, so a second tab builds its own order and a shared device
 * never mixes stores. Drafts (drafts.ts) are the long-lived, named copies.
 */
export type TStoredPosOrder = {
  cart: TCartLine[];
  customer: TPosCustomer;
  deliveryType: TDeliveryType | null;
  tableId: string | null;
  selectedQrOrder: TSelectedQrOrder | null;
  /** issue 23: the whole order's discount (orders stored before had none) */
  orderDiscount?: TDiscountInput | null;
};

/** The Idempotency-Key of the order being built while a send of it is not answered (use-send-order.ts). */
export type TSendAttempt = { key: string };

export const posOrderKey = (tenantId: string) => `opentab_pos_order_${tenantId}`;
const posSendKey = (tenantId: string) => `opentab_pos_send_${tenantId}`;

const isString = (value: unknown): value is string => typeof value === 'string';
const isNullableString = (value: unknown) => value === null || isString(value);

function isCustomer(value: unknown): value is TPosCustomer {
  const customer = value as Record<string, unknown> | null;
  if (customer?.type === 'WALKIN') return true;
  return customer?.type === 'CUSTOMER' && isString(customer.phone) && isString(customer.name);
}

function isSelectedQrOrder(value: unknown): value is TSelectedQrOrder | null {
  if (value === null) return true;
  const selected = value as Record<string, unknown> | undefined;
  return isString(selected?.id) && isNullableString(selected.tableTitle) && isString(selected.customerLabel);
}

function isStoredOrder(value: unknown): value is TStoredPosOrder {
  const order = value as Record<string, unknown> | null;
  return (
    Array.isArray(order?.cart) &&
    order.cart.every(isCartLine) &&
    isCustomer(order.customer) &&
    (order.deliveryType === null || DELIVERY_TYPES.includes(order.deliveryType as TDeliveryType)) &&
    isNullableString(order.tableId) &&
    isSelectedQrOrder(order.selectedQrOrder) &&
    isDiscount(order.orderDiscount)
  );
}

function isSendAttempt(value: unknown): value is TSendAttempt {
  const attempt = value as Record<string, unknown> | null;
  return isString(attempt?.key);
}

/** Storage can hold anything (another version, a hand edit): only a well-formed value is read. */
function read<T>(key: string, isValid: (value: unknown) => value is T): T | null {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(key) ?? 'null');
    return isValid(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown | null): void {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled: the order still works, it just does not survive a reload.
  }
}

export const readPosOrder = (tenantId: string) => read(posOrderKey(tenantId), isStoredOrder);
export const writePosOrder = (tenantId: string, order: TStoredPosOrder | null) =>
  write(posOrderKey(tenantId), order);
export const readSendAttempt = (tenantId: string) => read(posSendKey(tenantId), isSendAttempt);
export const writeSendAttempt = (tenantId: string, attempt: TSendAttempt | null) =>
  write(posSendKey(tenantId), attempt);
