import { fromMinor, PLAN_CURRENCY, PLAN_PRICE_MINOR, type TRecurringRevenue } from '@opentab/shared';

/**
 * The operator's recurring revenue. `mrr` and `arr` are the spec's: counts of paying subscriptions, which
 * its client multiplies by the plan price (and by 12 for ARR). The amounts are ours, in USD: what the paying
 * subscriptions bring a month and a year, and what the free trials would bring a month once they pay.
 */
export function presentRecurringRevenue(counts: { paying: number; trials: number }): TRecurringRevenue {
  const price = fromMinor(PLAN_PRICE_MINOR, PLAN_CURRENCY);
  return {
    mrr: counts.paying,
    arr: counts.paying,
    mrrAmount: counts.paying * price,
    arrAmount: counts.paying * price * 12,
    trials: counts.trials,
    trialMrrAmount: counts.trials * price,
  };
}
