import type { TServiceChargeRule } from '@opentab/shared';
import type { TDb } from '../../db/database.ts';

/** The store's service charge with the rate of its tax (a tax of another store or a deleted one is none). */
export async function findServiceChargeRule(db: TDb, tenantId: string): Promise<TServiceChargeRule> {
  const row = await db
    .selectFrom('store_settings as s')
    .leftJoin('taxes as t', (join) =>
      join.onRef('t.id', '=', 's.service_charge_tax_id').onRef('t.tenant_id', '=', 's.tenant_id'),
    )
    .select(['s.service_charge_milli', 's.is_service_charge_dine_in_only', 't.title', 't.rate_milli'])
    .where('s.tenant_id', '=', tenantId)
    .executeTakeFirstOrThrow();
  return {
    rateMilli: row.service_charge_milli,
    isDineInOnly: row.is_service_charge_dine_in_only === 1,
    tax:
      row.title !== null && row.rate_milli !== null ? { title: row.title, rateMilli: row.rate_milli } : null,
  };
}
