import { sql } from 'kysely';
import type { TDb } from '../../db/database.ts';
import { nowIso } from '../../lib/time.ts';

/*
 * Whole-menu price maintenance for a change of the store currency (store-setting.service.ts). It lives in
 * settings, which owns the currency and its change, not in the menu module: menu imports settings (it reads
 * the currency to store prices), so settings importing menu would close a loop.
 */

const PRICED_TABLES = ['menu_items', 'menu_item_variants', 'menu_item_addons'] as const;

/** Whether some price of the menu is not a whole multiple of `divisor` minor units. */
export async function hasPricesNotMultipleOf(db: TDb, tenantId: string, divisor: number): Promise<boolean> {
  for (const table of PRICED_TABLES) {
    const netPrice = table === 'menu_items' ? sql`or net_price % ${divisor} <> 0` : sql``;
    const row = await db
      .selectFrom(table)
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where(sql<boolean>`(price % ${divisor} <> 0 ${netPrice})`)
      .executeTakeFirst();
    if (row) return true;
  }
  return false;
}

/** Multiplies or divides every stored price of the menu (items, net prices, variants, addons). */
export async function rescaleMenuPrices(
  db: TDb,
  tenantId: string,
  { operator, factor }: { operator: '*' | '/'; factor: number },
) {
  const now = nowIso();
  await db
    .updateTable('menu_items')
    .set((eb) => ({
      price: eb('price', operator, factor),
      net_price: eb('net_price', operator, factor),
      updated_at: now,
    }))
    .where('tenant_id', '=', tenantId)
    .execute();
  for (const table of ['menu_item_variants', 'menu_item_addons'] as const) {
    await db
      .updateTable(table)
      .set((eb) => ({ price: eb('price', operator, factor), updated_at: now }))
      .where('tenant_id', '=', tenantId)
      .execute();
  }
}
