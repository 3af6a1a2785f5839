import type { TDb } from '../db/database.ts';
import type { TestClient } from './harness.ts';
import type { TMenuIds } from './menu-fixture.ts';

/** Switches a store's QR menu and QR ordering on or off; answers its QR menu code. */
export async function setQrFlags(db: TDb, tenantId: string, flags: { menu: boolean; order: boolean }) {
  const row = await db
    .updateTable('store_settings')
    .set({ is_qr_menu_enabled: flags.menu ? 1 : 0, is_qr_order_enabled: flags.order ? 1 : 0 })
    .where('tenant_id', '=', tenantId)
    .returning('unique_qr_code')
    .executeTakeFirstOrThrow();
  return row.unique_qr_code;
}

/** The public id a table's QR link carries. */
export async function tablePublicId(db: TDb, tableId: string): Promise<string> {
  const row = await db
    .selectFrom('store_tables')
    .select('public_id')
    .where('id', '=', tableId)
    .executeTakeFirstOrThrow();
  return row.public_id;
}

/** Burger ×2 with cheese and a double coffee with oat milk, as the QR cart sends them. */
export const qrCart = (ids: TMenuIds) => [
  { id: ids.burger, quantity: 2, addons_ids: [ids.cheese], notes: 'no onions' },
  { id: ids.coffee, quantity: 1, variant_id: ids.espressoDouble, addons_ids: [ids.oatMilk] },
];

export const placeQrOrder = (client: TestClient, code: string, body: Record<string, unknown>) =>
  client.post<{ message: string }>(`/api/v1/qrmenu/${code}/place-order`, body);
