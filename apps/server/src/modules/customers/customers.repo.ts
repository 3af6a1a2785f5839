import { sql } from 'kysely';
import type { TDb } from '../../db/database.ts';
import type { NewRow, Row } from '../../db/schema.ts';

export async function insertCustomer(db: TDb, row: NewRow<'customers'>): Promise<void> {
  await db.insertInto('customers').values(row).execute();
}

/** Inserts unless the store already has a customer with this phone (a racing insert loses quietly). */
export async function insertCustomerIfAbsent(db: TDb, row: NewRow<'customers'>): Promise<void> {
  await db
    .insertInto('customers')
    .values(row)
    .onConflict((oc) => oc.columns(['tenant_id', 'phone']).doNothing())
    .execute();
}

export function findCustomerByPhone(db: TDb, tenantId: string, phone: string) {
  return db
    .selectFrom('customers')
    .select(['id', 'name', 'phone'])
    .where('tenant_id', '=', tenantId)
    .where('phone', '=', phone)
    .executeTakeFirst();
}

/** An order's customer: the spec's clients send the phone as the customer id; our own id works too. */
export function findCustomerByPhoneOrId(db: TDb, tenantId: string, phoneOrId: string) {
  return db
    .selectFrom('customers')
    .select(['id', 'name'])
    .where('tenant_id', '=', tenantId)
    .where((eb) => eb.or([eb('phone', '=', phoneOrId), eb('id', '=', phoneOrId)]))
    .executeTakeFirst();
}

type TSearchColumn = 'name' | 'phone' | 'email';

/** Case-insensitive substring over any of a customer's `columns` (LIKE's own characters taken literally). */
function customerContains(columns: readonly TSearchColumn[], term: string) {
  const pattern = `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  // ESCAPE named explicitly: SQLite has no default escape character for LIKE (PostgreSQL's is `\`).
  const matches = columns.map(
    (column) => sql`lower(${sql.ref(`customers.${column}`)}) like ${pattern} escape '\\'`,
  );
  return sql<boolean>`(${sql.join(matches, sql` or `)})`;
}

/** The POS customer picker: customers whose name or phone holds the term. */
export function searchCustomers(
  db: TDb,
  tenantId: string,
  { term, limit = 20 }: { term: string; limit?: number },
) {
  return db
    .selectFrom('customers')
    .select(['name', 'phone', 'is_member', 'points'])
    .where('tenant_id', '=', tenantId)
    .where(customerContains(['name', 'phone'], term))
    .orderBy('name')
    .limit(limit)
    .execute();
}

/** The ids of the tenant's customers whose name or phone holds the term, as a subquery (invoice search). */
export function matchingCustomerIds(db: TDb, tenantId: string, term: string) {
  return db
    .selectFrom('customers')
    .select('customers.id')
    .where('customers.tenant_id', '=', tenantId)
    .where(customerContains(['name', 'phone'], term));
}

/** The back-office list's filter: name, phone or email. */
const LIST_FILTER_COLUMNS: readonly TSearchColumn[] = ['name', 'phone', 'email'];

/** What the back-office list and its CSV show of a customer (issue 27: membership and points too). */
const LIST_COLUMNS = [
  'phone',
  'name',
  'email',
  'gender',
  'birth_date',
  'created_at',
  'updated_at',
  'is_member',
  'points',
] as const;

function customersOf(db: TDb, tenantId: string, filter: string | undefined) {
  const all = db.selectFrom('customers').where('tenant_id', '=', tenantId);
  return filter ? all.where(customerContains(LIST_FILTER_COLUMNS, filter)) : all;
}

/** One page of the store's customers, newest first (index customers_created_idx), optionally filtered. */
export function listCustomers(
  db: TDb,
  tenantId: string,
  page: { filter: string | undefined; limit: number; offset: number },
) {
  return customersOf(db, tenantId, page.filter)
    .select(LIST_COLUMNS)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

/** Every customer of the store, newest first (the list's order, without its pages). */
export function listAllCustomers(db: TDb, tenantId: string) {
  return customersOf(db, tenantId, undefined)
    .select(LIST_COLUMNS)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function countCustomers(db: TDb, tenantId: string, filter: string | undefined): Promise<number> {
  const row = await customersOf(db, tenantId, filter)
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function updateCustomer(
  db: TDb,
  id: string,
  changes: Pick<Row<'customers'>, 'name' | 'email' | 'birth_date' | 'gender' | 'updated_at'>,
): Promise<void> {
  await db.updateTable('customers').set(changes).where('id', '=', id).execute();
}

/** Whether any order, invoice or QR order of the store names this customer (indexed by 0005 and 0009). */
export async function customerHasOrders(db: TDb, tenantId: string, customerId: string): Promise<boolean> {
  const found = await db
    .selectNoFrom((eb) =>
      (['orders', 'invoices', 'qr_orders'] as const).map((table) =>
        eb
          .exists(
            eb
              .selectFrom(table)
              .select('id')
              .where('tenant_id', '=', tenantId)
              .where('customer_id', '=', customerId),
          )
          .as(table),
      ),
    )
    .executeTakeFirstOrThrow();
  return Object.values(found).some((value) => Boolean(Number(value)));
}

/** Deletes the customer; their reservations go with them (the foreign key cascades). */
export async function deleteCustomer(db: TDb, id: string): Promise<void> {
  await db.deleteFrom('customers').where('id', '=', id).execute();
}
