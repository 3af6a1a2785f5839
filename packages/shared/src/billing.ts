/** The one plan (spec 01 section 1, spec 02 section 9): 5 USD per month. */
export const PLAN_PRICE_MINOR = 500;
export const PLAN_CURRENCY = 'USD';
/** Shown on the inactive-subscription page. */
export const PLAN_PRICE_LABEL = '$5';
export const PLAN_FEATURES = [
  'Unlimited Orders',
  'Monthly Renewals',
  'Unlimited Devices',
  'Live Kitchen Orders',
] as const;
/** A new business works this many days before it must subscribe (docs/decisions.md). */
export const TRIAL_DAYS = 14;
