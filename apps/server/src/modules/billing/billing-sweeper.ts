import type { FastifyBaseLogger } from 'fastify';
import type { TAppContext } from '../../context.ts';
import { MINUTE } from '../../lib/time.ts';
import { renewDueLocalSubscriptions } from './billing.service.ts';
import { deactivateLapsedTenants } from './subscription-state.ts';

export type TBillingSweeper = { stop: () => Promise<void> };

/**
 * Every few minutes, on every process (each step is idempotent): the local provider renews the periods
 * that ended, and tenants whose access ended are switched off. Requests never wait for it: they compare
 * access_until themselves.
 */
export function startBillingSweeper(
  ctx: TAppContext,
  log: FastifyBaseLogger,
  intervalMs = 5 * MINUTE,
): TBillingSweeper {
  let running: Promise<void> | undefined;
  const sweep = async () => {
    try {
      await renewDueLocalSubscriptions(ctx);
      const lapsed = await deactivateLapsedTenants(ctx.db);
      if (lapsed > 0) log.info({ lapsed }, 'tenants whose access ended were deactivated');
    } catch (error) {
      log.warn({ err: error }, 'billing sweep failed');
    } finally {
      running = undefined;
    }
  };
  const timer = setInterval(() => {
    if (!running) running = sweep();
  }, intervalMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
