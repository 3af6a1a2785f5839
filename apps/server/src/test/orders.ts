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

/**
 * Writes `count` open orders of one line each straight into the database, in batches (fast enough for tens of
 * thousands), one millisecond apart from `since` on. Their ids sort like their times. Answers the ids, oldest
 * first.
 */
export async function insertOpenOrders(
  db: TDb,
  options: { tenantId: string; count: number; since: Date; itemStatus?: 'created' | 'completed' },
): Promise<string[]> {
  const ids: string[] = [];
  const BATCH = 1000; // 22 columns a row: well under SQLite's 32,766 variables a statement
  for (let start = 0; start < options.count; start += BATCH) {
    const orders = [];
    const items = [];
    for (let i = start; i < Math.min(start + BATCH, options.count); i++) {
      const time = options.since.getTime() + i;
      const at = new Date(time).toISOString();
      const id = `${options.tenantId}.${String(time).padStart(15, '0')}`;
      ids.push(id);
      const row = { tenant_id: options.tenantId, created_at: at, updated_at: at };
      orders.push({
        ...row,
        id,
        business_day: at.slice(0, 10),
        token_no: 1_000_000 + i,
        delivery_type: 'takeaway',
        customer_type: 'WALKIN' as const,
        customer_id: null,
        customer_name: null,
        table_id: null,
        table_title: null,
        floor: null,
        status: 'created' as const,
        payment_status: 'pending' as const,
        invoice_id: null,
        qr_order_id: null,
        items_total: 100,
        tax_total: 0,
        payable_total: 100,
        created_by: null,
      });
      items.push({
        ...row,
        id: `${id}.000`,
        order_id: id,
        item_id: null,
        item_title: 'Bulk soup',
        variant_id: null,
        variant_title: null,
        variant_price: null,
        addons: '[]',
        quantity: 1,
        notes: null,
        unit_price: 100,
        tax_title: null,
        tax_rate_milli: null,
        tax_type: null,
        line_net: 100,
        line_tax: 0,
        status: options.itemStatus ?? 'created',
      });
    }
    await db.insertInto('orders').values(orders).execute();
    await db.insertInto('order_items').values(items).execute();
  }
  return ids;
}
