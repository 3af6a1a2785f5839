import {
  DiscountTooLargeError,
  discountValueOf,
  isServiceCharged,
  isWithinOrderAmountCap,
  NOTES_MAX_LENGTH,
  percentToMilli,
  priceDiscountedCart,
  QUANTITY_MAX,
  serviceChargeOf,
  type TCartTotals,
  type TCreateOrderInput,
  type TDeliveryType,
  type TDiscountInput,
  type TLineInput,
  type TMenuItemOptionResponse,
  type TPosMenuItem,
  type TServiceChargeRule,
  type TServiceChargeRuleResponse,
} from '@opentab/shared';
import { findOnMenu, itemTax, unitPriceMinor } from '../../lib/menu-line';

const QUANTITY_MIN = 1;

/** A cart line keeps the item as it was when added, so drafts and the cart render without the menu. */
export type TCartLine = {
  /** unique per line: the same item can sit on two lines with different options */
  key: string;
  item: TPosMenuItem;
  quantity: number;
  notes: string | null;
  variant: TMenuItemOptionResponse | null;
  addons: TMenuItemOptionResponse[];
  /** issue 23: the line's discount as the cashier gave it (drafts saved before had none) */
  discount?: TDiscountInput | null;
};

export function createLine(
  item: TPosMenuItem,
  variant: TMenuItemOptionResponse | null,
  addons: TMenuItemOptionResponse[],
): TCartLine {
  return { key: crypto.randomUUID(), item, quantity: 1, notes: null, variant, addons };
}

/** Plus and minus: at 0 the line goes away; the quantity never passes the maximum. */
export function changeQuantity(cart: TCartLine[], key: string, delta: number): TCartLine[] {
  return cart.flatMap((line) => {
    if (line.key !== key) return [line];
    const quantity = Math.min(line.quantity + delta, QUANTITY_MAX);
    return quantity < QUANTITY_MIN ? [] : [{ ...line, quantity }];
  });
}

export function removeLine(cart: TCartLine[], key: string): TCartLine[] {
  return cart.filter((line) => line.key !== key);
}

export function setLineNotes(cart: TCartLine[], key: string, notes: string): TCartLine[] {
  const trimmed = notes.trim().slice(0, NOTES_MAX_LENGTH);
  return cart.map((line) => (line.key === key ? { ...line, notes: trimmed || null } : line));
}

/** A line's discount, or none. */
export function setLineDiscount(
  cart: TCartLine[],
  key: string,
  discount: TDiscountInput | null,
): TCartLine[] {
  return cart.map((line) => (line.key === key ? { ...line, discount } : line));
}

/** A line as the shared pricing reads it: unit price in minor units, quantity, the item's tax. */
export function lineInput(line: TCartLine, currency: string): TLineInput {
  return { unitPrice: unitPriceMinor(line, currency), quantity: line.quantity, tax: itemTax(line.item) };
}

/**
 * The line as today's menu has it: fresh title, prices and tax, or null when the item, its variant or one
 * of its addons is gone (a draft saved before a menu edit).
 */
export function refreshLine(line: TCartLine, menu: ReadonlyMap<string, TPosMenuItem>): TCartLine | null {
  const addonIds = line.addons.map((addon) => addon.id);
  const choice = findOnMenu(menu.get(line.item.id), line.variant?.id ?? null, addonIds);
  return choice ? { ...line, ...choice } : null;
}

/** The POS's figures of a cart, minor units; payableTotal is the order's, billTotal what paying now comes to. */
export type TPosTotals = TCartTotals & {
  discountTotal: number;
  /** the service charge paying now adds (0 when this order carries none) and its tax (in taxTotal too) */
  serviceCharge: number;
  serviceChargeTax: number;
  billTotal: number;
  /** past the order amount cap: the server would refuse it */
  tooLarge: boolean;
  /** a discount is more than what it discounts, or finer than the currency: the server would refuse it */
  badDiscount: boolean;
};

/**
 * How a cart is priced: the store currency, and what the bill adds beyond the lines (the order's discount,
 * and the store's service charge for its delivery type; none when left out).
 */
export type TPricing = {
  currency: string;
  orderDiscount?: TDiscountInput | null;
  serviceCharge?: TServiceChargeRuleResponse;
  deliveryType?: TDeliveryType | null;
};

const NO_SERVICE_CHARGE_RULE: TServiceChargeRuleResponse = { rate: 0, taxRate: null, isDineInOnly: true };

const ZERO_TOTALS = {
  itemsTotal: 0,
  taxTotal: 0,
  payableTotal: 0,
  discountTotal: 0,
  serviceCharge: 0,
  serviceChargeTax: 0,
  billTotal: 0,
};

export function serviceChargeRule(rule: TServiceChargeRuleResponse): TServiceChargeRule {
  return {
    rateMilli: percentToMilli(rule.rate),
    isDineInOnly: rule.isDineInOnly,
    tax: rule.taxRate === null ? null : { title: '', rateMilli: percentToMilli(rule.taxRate) },
  };
}

/**
 * The summary's totals in minor units, priced from the current menu data with the discounts and the service
 * charge by the same shared rules the server applies (discount.ts, service-charge.ts). `tooLarge` when the cart
 * passes the order amount cap: the server would refuse it, and far enough past it the sums stop being exact
 * numbers, so the totals are left at 0 instead of being computed; `badDiscount` likewise.
 */
export function cartTotals(
  cart: TCartLine[],
  menu: ReadonlyMap<string, TPosMenuItem>,
  pricing: TPricing,
): TPosTotals {
  const { currency } = pricing;
  const fresh = cart.map((line) => refreshLine(line, menu) ?? line);
  const lines = fresh.map((line) => lineInput(line, currency));
  if (!isWithinOrderAmountCap(lines)) return { ...ZERO_TOTALS, tooLarge: true, badDiscount: false };
  const discountOf = (discount: TDiscountInput | null | undefined) =>
    discount ? discountValueOf(discount, currency) : null;
  const discounts = fresh.map((line) => discountOf(line.discount));
  const orderDiscount = discountOf(pricing.orderDiscount);
  if (discounts.includes(undefined) || orderDiscount === undefined)
    return { ...ZERO_TOTALS, tooLarge: false, badDiscount: true };
  try {
    const priced = priceDiscountedCart(
      lines.map((line, index) => ({ ...line, discount: discounts[index] })),
      orderDiscount,
    );
    const rule = serviceChargeRule(pricing.serviceCharge ?? NO_SERVICE_CHARGE_RULE);
    const service = isServiceCharged(rule, pricing.deliveryType ?? null)
      ? serviceChargeOf(priced.itemsTotal, rule)
      : { charge: 0, tax: 0 };
    return {
      itemsTotal: priced.itemsTotal,
      taxTotal: priced.taxTotal + service.tax,
      payableTotal: priced.payableTotal,
      discountTotal: priced.discountTotal,
      serviceCharge: service.charge,
      serviceChargeTax: service.tax,
      billTotal: priced.payableTotal + service.charge + service.tax,
      tooLarge: false,
      badDiscount: false,
    };
  } catch (error) {
    if (error instanceof DiscountTooLargeError) return { ...ZERO_TOTALS, tooLarge: false, badDiscount: true };
    throw error;
  }
}

/** The create-order payload's lines: ids and quantities only, the server prices everything. */
export function toCartPayload(cart: TCartLine[]): TCreateOrderInput['cart'] {
  return cart.map((line) => ({
    id: line.item.id,
    quantity: line.quantity,
    notes: line.notes,
    variant_id: line.variant?.id ?? null,
    addons_ids: line.addons.map((addon) => addon.id),
    discount: line.discount ?? null,
  }));
}
