import { MSG, type TStockSetting, type TStockShortPolicy } from '@opentab/shared';
import type { TAppContext } from '../../context.ts';
import { AppError } from '../../lib/errors.ts';
import { announceMenuUpdate } from '../../realtime/realtime.ts';
import { recordAudit, type TAuditActor } from '../audit-trail/audit-trail.service.ts';
import * as repo from './stock-setting.repo.ts';

/** The store's short-stock policy: 'allow' (sell and warn, the default) or 'refuse'. */
export async function getStockShortPolicy(ctx: TAppContext, tenantId: string): Promise<TStockShortPolicy> {
  const policy = await repo.findStockShortPolicy(ctx.db, tenantId);
  if (!policy) throw new AppError('NOT_FOUND', MSG.notFound);
  return policy;
}

/**
 * Sets the policy, audited. store_settings is a catalog table: the change bumps the catalog version, so the next
 * order is placed under the new policy whichever process places it.
 */
export async function updateStockShortPolicy(ctx: TAppContext, actor: TAuditActor, input: TStockSetting) {
  await ctx.transactions.run(async (trx) => {
    const before = await repo.findStockShortPolicy(trx, actor.tenantId, { lock: true });
    if (!before) throw new AppError('NOT_FOUND', MSG.notFound);
    if (before === input.stockShortPolicy) return;
    await repo.updateStockShortPolicy(trx, actor.tenantId, input.stockShortPolicy);
    await recordAudit(trx, actor, {
      action: 'settings.stock',
      subject: 'Stock',
      before: { stockShortPolicy: before },
      after: { stockShortPolicy: input.stockShortPolicy },
    });
  });
  // the POS lets a sold-out item be added or not by the policy of its /pos/init: it refetches on this
  announceMenuUpdate(ctx.realtime, actor.tenantId);
}
