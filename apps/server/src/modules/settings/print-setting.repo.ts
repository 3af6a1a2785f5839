import type { TDb } from '../../db/database.ts';
import type { RowUpdate } from '../../db/schema.ts';
import { nowIso } from '../../lib/time.ts';

export function findPrintSettings(db: TDb, tenantId: string) {
  return db.selectFrom('print_settings').selectAll().where('tenant_id', '=', tenantId).executeTakeFirst();
}

export function updatePrintSettings(db: TDb, tenantId: string, values: RowUpdate<'print_settings'>) {
  return db
    .updateTable('print_settings')
    .set({ ...values, updated_at: nowIso() })
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst();
}
