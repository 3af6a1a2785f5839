import type { TStockShortPolicy } from '@opentab/shared';
import type { TDb } from '../../db/database.ts';
import { isPostgres } from '../../db/dialect.ts';
import { nowIso } from '../../lib/time.ts';

export async function findStockShortPolicy(
  db: TDb,
  tenantId: string,
  options: { lock?: boolean } = {},
): Promise<TStockShortPolicy | undefined> {
  const row = await db
    .selectFrom('store_settings')
    .select('stock_short_policy')
    .where('tenant_id', '=', tenantId)
    .$if(options.lock === true && isPostgres(db), (query) => query.forUpdate())
    .executeTakeFirst();
  if (!row) return undefined;
  return row.stock_short_policy === 'refuse' ? 'refuse' : 'allow';
}

export async function updateStockShortPolicy(
  trx: TDb,
  tenantId: string,
  policy: TStockShortPolicy,
): Promise<void> {
  await trx
    .updateTable('store_settings')
    .set({ stock_short_policy: policy, updated_at: nowIso() })
    .where('tenant_id', '=', tenantId)
    .execute();
}
