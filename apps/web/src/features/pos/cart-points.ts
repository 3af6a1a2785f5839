import type { TPosMenuItem } from '@opentab/shared';
import {
  discountBill,
  discountValueOf,
  isServiceCharged,
  priceDiscountedCart,
  serviceChargeOf,
} from '@opentab/shared';
import {
  cartTotals,
  lineInput,
  refreshLine,
  serviceChargeRule,
  type TCartLine,
  type TPosTotals,
  type TPricing,
} from './cart';

/**
 * Issue 27: what paying a cart comes to with member points redeemed, as the server charges it (docs/membership.md):
 * the points' worth comes off after every other discount, shared over the lines by what is left of each (shared
 * discountBill, the bill discount's rule), each line taxed again, then the service charge on what is left.
 * Loaded with the payment dialog only. `badDiscount` when the points are worth more than the lines.
 */
export function cartTotalsWithPoints(
  cart: TCartLine[],
  menu: ReadonlyMap<string, TPosMenuItem>,
  { pricing, pointsMinor }: { pricing: TPricing; pointsMinor: number },
): TPosTotals {
  const totals = cartTotals(cart, menu, pricing);
  if (pointsMinor <= 0 || totals.tooLarge || totals.badDiscount) return totals;
  const { currency } = pricing;
  const fresh = cart.map((line) => refreshLine(line, menu) ?? line);
  const lines = fresh.map((line) => lineInput(line, currency));
  const keptOf = (discount: TCartLine['discount']) =>
    discount ? (discountValueOf(discount, currency) ?? null) : null;
  const priced = priceDiscountedCart(
    lines.map((line, index) => ({ ...line, discount: keptOf(fresh[index]!.discount) })),
    pricing.orderDiscount ? (discountValueOf(pricing.orderDiscount, currency) ?? null) : null,
  );
  const base = lines.map((line, index) => ({
    ...line,
    discount: priced.lines[index]!.lineDiscount + priced.lines[index]!.orderDiscountShare,
  }));
  const left = base.reduce((sum, line) => sum + line.unitPrice * line.quantity - line.discount, 0);
  if (pointsMinor > left) return { ...totals, badDiscount: true };
  const billed = discountBill(base, { type: 'amount', value: pointsMinor });
  const itemsTotal = billed.lines.reduce((sum, line) => sum + line.net, 0);
  const lineTax = billed.lines.reduce((sum, line) => sum + line.tax, 0);
  const rule = serviceChargeRule(pricing.serviceCharge ?? { rate: 0, taxRate: null, isDineInOnly: true });
  const service = isServiceCharged(rule, pricing.deliveryType ?? null)
    ? serviceChargeOf(itemsTotal, rule)
    : { charge: 0, tax: 0 };
  return {
    ...totals,
    itemsTotal,
    taxTotal: lineTax + service.tax,
    payableTotal: itemsTotal + lineTax,
    serviceCharge: service.charge,
    serviceChargeTax: service.tax,
    billTotal: itemsTotal + lineTax + service.charge + service.tax,
  };
}
