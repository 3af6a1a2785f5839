import type { TDb } from '../../db/database.ts';

export function findInvoice(db: TDb, tenantId: string, invoiceId: string) {
  return db
    .selectFrom('invoices')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', invoiceId)
    .executeTakeFirst();
}

export async function countOrdersOfInvoice(db: TDb, tenantId: string, invoiceId: string): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('tenant_id', '=', tenantId)
    .where('invoice_id', '=', invoiceId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
