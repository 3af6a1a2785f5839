import {
  currencyExponent,
  decimalPlaces,
  MEMBER_MSG,
  MSG,
  type TLoyaltySettingsInput,
  toMinor,
} from '@opentab/shared';
import type { TAppContext } from '../../context.ts';
import { AppError } from '../../lib/errors.ts';
import { presentLoyaltySettings } from '../../presenters/member.ts';
import { recordAudit, type TAuditActor } from '../audit-trail/audit-trail.service.ts';
import { findStoreCurrency, findStoreSettings, updateStoreSettings } from '../settings/store-setting.repo.ts';
import { findLoyaltyRule } from './members.repo.ts';

/** GET /settings/store-setting/loyalty. */
export async function getLoyaltySettings(ctx: TAppContext, tenantId: string) {
  const [rule, currency] = await Promise.all([
    findLoyaltyRule(ctx.db, tenantId),
    findStoreCurrency(ctx.db, tenantId),
  ]);
  return presentLoyaltySettings(rule, currency);
}

/** An amount in major units as minor units of the store currency; 400 with `message` when it has more decimals. */
function minorOf(amount: number, currency: string, message: string): number {
  if ((decimalPlaces(amount) ?? Number.POSITIVE_INFINITY) > currencyExponent(currency)) {
    throw new AppError('VALIDATION', message);
  }
  return toMinor(amount, currency);
}

/**
 * POST /settings/store-setting/loyalty: the rules, changed and audited in one transaction (points are money: a
 * point's value is what a redemption takes off a bill). A point worth less than one minor unit is refused.
 */
export async function updateLoyaltySettings(
  ctx: TAppContext,
  actor: TAuditActor,
  input: TLoyaltySettingsInput,
) {
  await ctx.transactions.run(async (trx) => {
    const before = await findStoreSettings(trx, actor.tenantId, { lock: true });
    if (!before) throw new AppError('NOT_FOUND', MSG.notFound);
    const currency = before.currency;
    const after = {
      loyalty_earn_per: minorOf(input.earnPer, currency, MEMBER_MSG.invalidEarnPer),
      loyalty_point_value: minorOf(input.pointValue, currency, MEMBER_MSG.invalidPointValue),
      loyalty_min_redeem: input.minRedeem,
    };
    if (after.loyalty_point_value < 1) throw new AppError('VALIDATION', MEMBER_MSG.invalidPointValue);
    await updateStoreSettings(trx, actor.tenantId, after);
    const audited = (row: typeof after) => ({
      ...presentLoyaltySettings(
        {
          earnPer: row.loyalty_earn_per,
          pointValue: row.loyalty_point_value,
          minRedeem: row.loyalty_min_redeem,
        },
        currency,
      ),
    });
    await recordAudit(trx, actor, {
      action: 'settings.loyalty',
      subject: 'Loyalty',
      before: audited(before),
      after: audited(after),
    });
  });
}
