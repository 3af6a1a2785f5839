import type { TDb } from '../../db/database.ts';
import { type Placeholders, preparedQuery } from '../../db/prepared.ts';
import { newId } from '../../lib/ids.ts';
import { nowIso } from '../../lib/time.ts';

export type TPaymentTypeValues = { title?: string; is_active?: number; is_cash?: number };

export function listPaymentTypes(db: TDb, tenantId: string) {
  return db
    .selectFrom('payment_types')
    .select(['id', 'title', 'is_active', 'is_cash'])
    .where('tenant_id', '=', tenantId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

const activePaymentTypes = preparedQuery((db, p: Placeholders<{ tenantId: string }>) =>
  db
    .selectFrom('payment_types')
    .select(['id', 'title', 'is_active', 'is_cash'])
    .where('tenant_id', '=', p.tenantId)
    .where('is_active', '=', 1)
    .orderBy('title'),
);

const activePaymentType = preparedQuery((db, p: Placeholders<{ tenantId: string; id: string }>) =>
  db
    .selectFrom('payment_types')
    .select(['id', 'title', 'is_active', 'is_cash'])
    .where('tenant_id', '=', p.tenantId)
    .where('is_active', '=', 1)
    .where('id', '=', p.id),
);

/**
 * The store's active payment types (offered at the POS and Orders screens), by title; with `id`, only that
 * one when it is active (a payment must use one of them). Prepared: every paying call reads them.
 */
export async function listActivePaymentTypes(db: TDb, tenantId: string, options: { id?: string } = {}) {
  if (options.id === undefined) return activePaymentTypes.all(db, { tenantId });
  return activePaymentType.all(db, { tenantId, id: options.id });
}

export async function insertPaymentType(
  db: TDb,
  tenantId: string,
  { title, isActive, isCash }: { title: string; isActive: number; isCash: number },
) {
  const id = newId();
  const now = nowIso();
  await db
    .insertInto('payment_types')
    .values({
      id,
      tenant_id: tenantId,
      title,
      is_active: isActive,
      is_cash: isCash,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

export function updatePaymentType(
  db: TDb,
  tenantId: string,
  { id, values }: { id: string; values: TPaymentTypeValues },
) {
  return db
    .updateTable('payment_types')
    .set({ ...values, updated_at: nowIso() })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Invoices paid with it keep their payment_type_title (invoices.payment_type_id is ON DELETE SET NULL). */
export function deletePaymentType(db: TDb, tenantId: string, id: string) {
  return db
    .deleteFrom('payment_types')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The store's default payment type is cleared when it is `id`. */
export function clearDefaultPaymentType(db: TDb, tenantId: string, id: string) {
  return db
    .updateTable('store_settings')
    .set({ default_payment_type_id: null })
    .where('tenant_id', '=', tenantId)
    .where('default_payment_type_id', '=', id)
    .execute();
}
