import { milliToPercent, percentToMilli, type TTaxInput } from '@opentab/shared';
import type { TAppContext } from '../../context.ts';
import { assertTouched, found } from '../../lib/found.ts';
import { announceMenuUpdate } from '../../realtime/realtime.ts';
import { recordAudit, type TAuditActor } from '../audit-trail/audit-trail.service.ts';
import * as repo from './taxes.repo.ts';

const toValues = (input: TTaxInput): repo.TTaxValues => ({
  title: input.title,
  rate_milli: percentToMilli(input.rate),
  type: input.type,
});

/** What the audit log keeps of a tax: every price is charged with it (issue 23: a price-affecting change). */
const audited = (values: repo.TTaxValues) => ({
  title: values.title,
  rate: milliToPercent(values.rate_milli),
  type: values.type,
});

export function listTaxes(ctx: TAppContext, tenantId: string) {
  return repo.listTaxes(ctx.db, tenantId);
}

export async function addTax(ctx: TAppContext, actor: TAuditActor, input: TTaxInput): Promise<string> {
  const values = toValues(input);
  const id = await ctx.transactions.run(async (trx) => {
    const added = await repo.insertTax(trx, actor.tenantId, values);
    await recordAudit(trx, actor, { action: 'tax.add', subject: values.title, after: audited(values) });
    return added;
  });
  announceMenuUpdate(ctx.realtime, actor.tenantId);
  return id;
}

export async function updateTax(
  ctx: TAppContext,
  actor: TAuditActor,
  { id, input }: { id: string; input: TTaxInput },
) {
  const values = toValues(input);
  await ctx.transactions.run(async (trx) => {
    const before = found(await repo.findTax(trx, actor.tenantId, id));
    assertTouched(await repo.updateTax(trx, actor.tenantId, { id, values }));
    await recordAudit(trx, actor, {
      action: 'tax.update',
      subject: before.title,
      before: audited(before),
      after: audited(values),
    });
  });
  announceMenuUpdate(ctx.realtime, actor.tenantId);
}

export async function deleteTax(ctx: TAppContext, actor: TAuditActor, id: string) {
  await ctx.transactions.run(async (trx) => {
    const before = found(await repo.findTax(trx, actor.tenantId, id));
    assertTouched(await repo.deleteTax(trx, actor.tenantId, id));
    await recordAudit(trx, actor, { action: 'tax.delete', subject: before.title, before: audited(before) });
  });
  announceMenuUpdate(ctx.realtime, actor.tenantId);
}
