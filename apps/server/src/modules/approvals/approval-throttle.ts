import { APPROVAL_MSG } from '@opentab/shared';
import type { TAppContext } from '../../context.ts';
import { AppError } from '../../lib/errors.ts';
import { MINUTE } from '../../lib/time.ts';
import { signInDelayMs } from '../auth/signin-throttle.ts';

/**
 * Wrong PINs are slowed as wrong sign-in passwords are (the same schedule: a few free failures, then 15 s,
 * 30 s, 1 min, ... up to 15 min), counted per store and named approver: guessing one manager's PIN from any
 * till of the store waits, other managers still approve. A PIN has at most a million values, so unlike a
 * password there is no known-device pass. The counters are the shared counter store's (memory, or Redis).
 */
const FAILURE_MEMORY_MS = 24 * 60 * MINUTE;

function keys(tenantId: string, username: string) {
  const approver = `${tenantId}:${username}`;
  return { failures: `approval-fail:${approver}`, wait: `approval-wait:${approver}` };
}

/** Refuses the attempt (429 with Retry-After) while the approver waits; checked before an argon2 verify. */
export async function assertApprovalAllowed(ctx: TAppContext, tenantId: string, username: string) {
  const wait = await ctx.counters.peek(keys(tenantId, username).wait);
  if (wait.count > 0 && wait.resetInMs > 0) {
    throw new AppError('RATE_LIMITED', APPROVAL_MSG.tooManyPinAttempts, {
      retryAfterSeconds: Math.max(1, Math.ceil(wait.resetInMs / 1000)),
    });
  }
}

export async function recordWrongPin(ctx: TAppContext, tenantId: string, username: string) {
  const { failures, wait } = keys(tenantId, username);
  const { count } = await ctx.counters.hit(failures, FAILURE_MEMORY_MS);
  const delay = signInDelayMs(count);
  if (delay > 0) await ctx.counters.hit(wait, delay);
}

export async function forgetWrongPins(ctx: TAppContext, tenantId: string, username: string) {
  const { failures, wait } = keys(tenantId, username);
  await Promise.all([ctx.counters.reset(failures), ctx.counters.reset(wait)]);
}
