import type { TDb } from '../db/database.ts';
import type { Database } from '../db/schema.ts';

/** The tables a refused call could have written to (sign-in and sign-up, settings, orders, QR orders). */
const WRITABLE_TABLES = [
  'tenants',
  'users',
  'devices',
  'refresh_tokens',
  'password_reset_tokens',
  'store_settings',
  'print_settings',
  'store_tables',
  'categories',
  'menu_items',
  'customers',
  'orders',
  'order_items',
  'invoices',
  'daily_token_counters',
  'idempotency_keys',
  'qr_orders',
  'qr_order_items',
] as const satisfies readonly (keyof Database)[];

/** Every row of those tables, order-free: compare two snapshots to prove that a call changed nothing. */
export async function snapshotRows(db: TDb): Promise<Record<string, string[]>> {
  const rows: Record<string, string[]> = {};
  for (const table of WRITABLE_TABLES) {
    const all = await db.selectFrom(table).selectAll().execute();
    rows[table] = all.map((row) => JSON.stringify(row)).sort();
  }
  return rows;
}
