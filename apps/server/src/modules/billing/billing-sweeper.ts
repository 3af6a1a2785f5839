import type { FastifyBaseLogger } from 'fastify';
import type { TAppContext } from '../../context.ts';
import { startPeriodicTask, type TPeriodicTask } from '../../lib/periodic-task.ts';
import { MINUTE } from '../../lib/time.ts';
import { renewDueLocalSubscriptions } from './billing.service.ts';
import { deactivateLapsedTenants } from './subscription-state.ts';

/**
 * Every few minutes, on every process (each step is idempotent): the local provider renews the periods
 * that ended, and tenants whose access ended are switched off and their open sockets dropped. Requests
 * never wait for it: they compare access_until themselves.
 */
export function startBillingSweeper(
  ctx: TAppContext,
  log: FastifyBaseLogger,
  intervalMs = 5 * MINUTE,
): TPeriodicTask {
  return startPeriodicTask({
    name: 'billing sweep',
    intervalMs,
    log,
    run: async () => {
      await renewDueLocalSubscriptions(ctx);
      const lapsed = await deactivateLapsedTenants(ctx.db);
      for (const tenantId of lapsed) ctx.realtime.dropSockets({ tenantId });
      if (lapsed.length > 0)
        log.info({ lapsed: lapsed.length }, 'tenants whose access ended were deactivated');
    },
  });
}
