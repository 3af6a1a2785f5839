import { hasControlCharacters } from './text.ts';

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

/** The longest path the checkout comes back to. */
const RETURN_PATH_MAX_LENGTH = 300;
const RETURN_BASE = 'https://opentab.invalid';

/**
 * Where the checkout may come back to: a path of this app and nothing else (never another site: `//host`,
 * `\\host`, `https:`, or an API path). The server checks it before it builds the checkout's return URLs on
 * the request's own origin, and the pages that follow a checkout check it again before they navigate to it.
 */
export function isAppReturnPath(path: string): boolean {
  if (path.length === 0 || path.length > RETURN_PATH_MAX_LENGTH || hasControlCharacters(path)) return false;
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return false;
  if (path === '/api' || path.startsWith('/api/')) return false;
  try {
    const url = new URL(path, RETURN_BASE);
    return url.origin === RETURN_BASE && `${url.pathname}${url.search}${url.hash}` === path;
  } catch {
    return false;
  }
}
