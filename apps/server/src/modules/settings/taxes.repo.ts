import type { TTaxType } from '@opentab/shared';
import type { TDb } from '../../db/database.ts';
import { newId } from '../../lib/ids.ts';
import { nowIso } from '../../lib/time.ts';

export type TTaxValues = { title: string; rate_milli: number; type: TTaxType };

export function listTaxes(db: TDb, tenantId: string) {
  return db
    .selectFrom('taxes')
    .select(['id', 'title', 'rate_milli', 'type'])
    .where('tenant_id', '=', tenantId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** One of the store's taxes, as a change's audit entry shows it before the change. */
export function findTax(db: TDb, tenantId: string, id: string) {
  return db
    .selectFrom('taxes')
    .select(['id', 'title', 'rate_milli', 'type'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function taxExists(db: TDb, tenantId: string, id: string): Promise<boolean> {
  const row = await db
    .selectFrom('taxes')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertTax(db: TDb, tenantId: string, values: TTaxValues): Promise<string> {
  const id = newId();
  const now = nowIso();
  await db
    .insertInto('taxes')
    .values({ id, tenant_id: tenantId, ...values, created_at: now, updated_at: now })
    .execute();
  return id;
}

export function updateTax(db: TDb, tenantId: string, { id, values }: { id: string; values: TTaxValues }) {
  return db
    .updateTable('taxes')
    .set({ ...values, updated_at: nowIso() })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * Items with this tax become untaxed (menu_items.tax_id is ON DELETE SET NULL), and so does the service
 * charge when it was charged with it; past orders and invoices keep their snapshot.
 */
export async function deleteTax(db: TDb, tenantId: string, id: string) {
  await db
    .updateTable('store_settings')
    .set({ service_charge_tax_id: null })
    .where('tenant_id', '=', tenantId)
    .where('service_charge_tax_id', '=', id)
    .execute();
  return db.deleteFrom('taxes').where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
}
