import { MSG } from '@opentab/shared';
import type { TAppContext } from '../../context.ts';
import { AppError } from '../../lib/errors.ts';
import { MINUTE } from '../../lib/time.ts';

/**
 * Brute force is slowed per (account, source IP) pair, never per account alone: a stranger's failures make
 * the stranger wait, not the owner on another network. After a few free failures each new one makes the
 * pair wait longer (15 s, 30 s, 1 min, ... capped at 15 min). A browser that signed in to the account
 * before (the known-device cookie) skips the wait, so not even a stranger on the owner's own network can
 * lock them out. One account sprayed from very many addresses gets a ceiling too: past it, every unknown
 * device waits until the hour is over, while known devices still get in. The counters live in the shared
 * counter store (memory, or Redis across processes).
 */
export const FREE_FAILED_SIGNINS = 5;
const FIRST_DELAY_MS = 15_000;
const MAX_DELAY_MS = 15 * MINUTE;
/** Failures of a pair are remembered this long (a success from the pair forgets them). */
const FAILURE_MEMORY_MS = 24 * 60 * MINUTE;
/** Failures of one account from all addresses in an hour past which unknown devices wait. */
export const ACCOUNT_FAILURE_CEILING = 100;
const ACCOUNT_WINDOW_MS = 60 * MINUTE;

export type TSignInAttempt = { kind: 'user' | 'superadmin'; username: string; ip: string | null };

/** How long a pair waits after its `failures`-th failure. */
export function signInDelayMs(failures: number): number {
  if (failures < FREE_FAILED_SIGNINS) return 0;
  return Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** (failures - FREE_FAILED_SIGNINS));
}

export function signInThrottleKeys({ kind, username, ip }: TSignInAttempt) {
  const pair = `${kind}:${username}:${ip ?? 'unknown'}`;
  return {
    failures: `signin-fail:${pair}`,
    wait: `signin-wait:${pair}`,
    account: `signin-fail-account:${kind}:${username}`,
  };
}

/** Refuses the attempt while its pair waits; checked before spending an argon2 verify on it. */
export async function assertSignInAllowed(
  ctx: TAppContext,
  attempt: TSignInAttempt,
  knownDevice: boolean,
): Promise<void> {
  if (knownDevice) return;
  const keys = signInThrottleKeys(attempt);
  const [wait, account] = await Promise.all([ctx.counters.peek(keys.wait), ctx.counters.peek(keys.account)]);
  const waitMs = Math.max(
    wait.count > 0 ? wait.resetInMs : 0,
    account.count >= ACCOUNT_FAILURE_CEILING ? account.resetInMs : 0,
  );
  if (waitMs > 0) {
    throw new AppError('RATE_LIMITED', MSG.tooManySignIns, {
      retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)),
    });
  }
}

export async function recordFailedSignIn(ctx: TAppContext, attempt: TSignInAttempt): Promise<never> {
  const keys = signInThrottleKeys(attempt);
  const [{ count }] = await Promise.all([
    ctx.counters.hit(keys.failures, FAILURE_MEMORY_MS),
    ctx.counters.hit(keys.account, ACCOUNT_WINDOW_MS),
  ]);
  const delay = signInDelayMs(count);
  if (delay > 0) await ctx.counters.hit(keys.wait, delay);
  throw new AppError('UNAUTHENTICATED', MSG.invalidCredentials);
}

/** The pair's failures only: the account's hourly count stays, so a spray cannot reset it. */
export async function forgetFailedSignIns(ctx: TAppContext, attempt: TSignInAttempt): Promise<void> {
  const keys = signInThrottleKeys(attempt);
  await Promise.all([ctx.counters.reset(keys.failures), ctx.counters.reset(keys.wait)]);
}
