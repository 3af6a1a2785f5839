import { MSG, milliToPercent, percentToMilli, type TServiceChargeInput } from '@opentab/shared';
import type { TAppContext } from '../../context.ts';
import type { Row } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { announceMenuUpdate } from '../../realtime/realtime.ts';
import { recordAudit, type TAuditActor } from '../audit-trail/audit-trail.service.ts';
import { findStoreSettings, updateStoreSettings } from './store-setting.repo.ts';
import { findTax } from './taxes.repo.ts';

type TServiceChargeRow = Pick<
  Row<'store_settings'>,
  'service_charge_milli' | 'service_charge_tax_id' | 'is_service_charge_dine_in_only' | 'discount_limit_milli'
>;

/** What the audit log keeps: the charge changes what every dine-in bill comes to, the limit who may discount. */
const audited = (row: TServiceChargeRow) => ({
  percent: milliToPercent(row.service_charge_milli),
  taxId: row.service_charge_tax_id,
  dineInOnly: row.is_service_charge_dine_in_only === 1,
  discountLimit: milliToPercent(row.discount_limit_milli),
});

export async function getServiceCharge(ctx: TAppContext, tenantId: string): Promise<TServiceChargeRow> {
  const row = await findStoreSettings(ctx.db, tenantId);
  if (!row) throw new AppError('NOT_FOUND', MSG.notFound);
  return row;
}

/** Sets the percent, and its tax, reach and the discount limit when sent; the tax must be one of the store's. */
export async function updateServiceCharge(ctx: TAppContext, actor: TAuditActor, input: TServiceChargeInput) {
  await ctx.transactions.run(async (trx) => {
    const before = await findStoreSettings(trx, actor.tenantId, { lock: true });
    if (!before) throw new AppError('NOT_FOUND', MSG.notFound);
    if (input.serviceChargeTaxId && !(await findTax(trx, actor.tenantId, input.serviceChargeTaxId))) {
      throw new AppError('VALIDATION', MSG.serviceChargeTaxNotFound);
    }
    const after: TServiceChargeRow = {
      service_charge_milli: percentToMilli(input.serviceCharge),
      service_charge_tax_id:
        input.serviceChargeTaxId === undefined ? before.service_charge_tax_id : input.serviceChargeTaxId,
      is_service_charge_dine_in_only:
        input.isServiceChargeDineInOnly === undefined
          ? before.is_service_charge_dine_in_only
          : Number(input.isServiceChargeDineInOnly),
      discount_limit_milli:
        input.discountLimit === undefined ? before.discount_limit_milli : percentToMilli(input.discountLimit),
    };
    await updateStoreSettings(trx, actor.tenantId, after);
    await recordAudit(trx, actor, {
      action: 'settings.service_charge',
      subject: 'Service charge',
      before: audited(before),
      after: audited(after),
    });
  });
  // The POS shows the charge on a dine-in cart from its menu call: it refetches on this announcement.
  announceMenuUpdate(ctx.realtime, actor.tenantId);
}
