import type { TDb } from '../../db/database.ts';
import { nowIso } from '../../lib/time.ts';

type TSetupTable = 'taxes' | 'store_tables' | 'categories' | 'menu_items';

async function hasAny(db: TDb, table: TSetupTable, tenantId: string): Promise<boolean> {
  const row = await db
    .selectFrom(table)
    .select('id')
    .where('tenant_id', '=', tenantId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The rows the setup checklist reads: the store, its print settings and whether each list has a row. */
export async function findSetupFacts(db: TDb, tenantId: string) {
  const [store, hasTax, hasTable, hasCategory, hasMenuItem] = await Promise.all([
    db
      .selectFrom('store_settings')
      .innerJoin('tenants', 'tenants.id', 'store_settings.tenant_id')
      .innerJoin('print_settings', 'print_settings.tenant_id', 'store_settings.tenant_id')
      .select([
        'store_settings.address',
        'store_settings.phone',
        'store_settings.is_qr_menu_enabled',
        'store_settings.setup_dismissed_at',
        'print_settings.updated_at as print_updated_at',
        'tenants.created_at as tenant_created_at',
      ])
      .where('store_settings.tenant_id', '=', tenantId)
      .executeTakeFirst(),
    hasAny(db, 'taxes', tenantId),
    hasAny(db, 'store_tables', tenantId),
    hasAny(db, 'categories', tenantId),
    hasAny(db, 'menu_items', tenantId),
  ]);
  return store ? { store, hasTax, hasTable, hasCategory, hasMenuItem } : undefined;
}

export function dismissSetupChecklist(db: TDb, tenantId: string) {
  return db
    .updateTable('store_settings')
    .set({ setup_dismissed_at: nowIso() })
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst();
}
