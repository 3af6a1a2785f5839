import type { TDb } from '../db/database.ts';
import { newId } from '../lib/ids.ts';

let token = 0;

/**
 * Writes an order (and optionally one order item snapshot) straight into the database, for settings
 * tests that need order history before the POS module exists.
 */
export async function insertOrder(
  db: TDb,
  options: {
    tenantId: string;
    tableId?: string | null;
    status?: 'created' | 'completed' | 'cancelled';
    item?: { id: string; title: string; unitPrice: number };
  },
): Promise<string> {
  const id = newId();
  const now = new Date().toISOString();
  token += 1;
  await db
    .insertInto('orders')
    .values({
      id,
      tenant_id: options.tenantId,
      business_day: now.slice(0, 10),
      token_no: token,
      delivery_type: 'dinein',
      customer_type: 'WALKIN',
      customer_id: null,
      customer_name: null,
      table_id: options.tableId ?? null,
      table_title: options.tableId ? 'Snapshot table' : null,
      floor: null,
      status: options.status ?? 'created',
      payment_status: 'pending',
      invoice_id: null,
      qr_order_id: null,
      items_total: options.item?.unitPrice ?? 0,
      tax_total: 0,
      payable_total: options.item?.unitPrice ?? 0,
      created_by: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  if (options.item) {
    await db
      .insertInto('order_items')
      .values({
        id: newId(),
        tenant_id: options.tenantId,
        order_id: id,
        item_id: options.item.id,
        item_title: options.item.title,
        variant_id: null,
        variant_title: null,
        variant_price: null,
        addons: '[]',
        quantity: 1,
        notes: null,
        unit_price: options.item.unitPrice,
        tax_title: null,
        tax_rate_milli: null,
        tax_type: null,
        line_net: options.item.unitPrice,
        line_tax: 0,
        status: 'created',
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
  return id;
}

export async function insertQrOrder(db: TDb, tenantId: string, tableId: string): Promise<string> {
  const id = newId();
  const now = new Date().toISOString();
  await db
    .insertInto('qr_orders')
    .values({
      id,
      tenant_id: tenantId,
      table_id: tableId,
      delivery_type: null,
      customer_type: 'WALKIN',
      customer_id: null,
      customer_name: 'Guest',
      customer_phone: null,
      status: 'created',
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

/**
 * The lines of a placed order as stored, in cart order: the create-order answer carries only the order's
 * id, token and total (spec 01 section 7), so tests that move or cancel its items read their ids here.
 */
export function orderLines(db: TDb, orderId: string) {
  return db
    .selectFrom('order_items')
    .select(['id', 'item_id', 'item_title', 'status', 'unit_price'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
}
