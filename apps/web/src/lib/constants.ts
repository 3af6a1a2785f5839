/** Product facts shown on public pages (spec 01 section 1 and 9). */
export { APP_VERSION } from '@opentab/shared';
export const APP_NAME = 'OpenTab';
export const SUPPORT_EMAIL = 'support@opentab.app';
export const PLAN_PRICE_USD = 5;
export const PLAN_FEATURES = [
  'Unlimited Orders',
  'Monthly Renewals',
  'Unlimited Devices',
  'Live Kitchen Orders',
];
