import { percentOf } from './tax.ts';

/**
 * The service charge (issue 23): a store's percent on a bill, charged on what its lines come to without tax
 * (after any discount), for dine-in bills unless the store charges every bill. It is taxed on top at the
 * rate of the tax the store picked for it, whatever that tax's type (a charge has no printed price that could
 * include tax), or not at all. Rounded like every percentage (tax.ts percentOf). docs/money.md tells the rule.
 */
export type TServiceChargeRule = {
  rateMilli: number;
  isDineInOnly: boolean;
  tax: { title: string; rateMilli: number } | null;
};

export const NO_SERVICE_CHARGE: TServiceChargeRule = { rateMilli: 0, isDineInOnly: true, tax: null };

/** Whether a bill of this delivery type carries the service charge. */
export function isServiceCharged(rule: TServiceChargeRule, deliveryType: string | null): boolean {
  return rule.rateMilli > 0 && (!rule.isDineInOnly || deliveryType === 'dinein');
}

/** The charge on `net` (the bill's lines without tax, minor units) and its tax. */
export function serviceChargeOf(net: number, rule: TServiceChargeRule): { charge: number; tax: number } {
  const charge = percentOf(net, rule.rateMilli);
  return { charge, tax: rule.tax ? percentOf(charge, rule.tax.rateMilli) : 0 };
}
