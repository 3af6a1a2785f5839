import { sql } from 'kysely';
import type { TDb } from '../../db/database.ts';
import type { NewRow } from '../../db/schema.ts';

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

/** Case-insensitive substring over a customer's name or phone (LIKE's own characters taken literally). */
function nameOrPhoneContains(term: string) {
  const pattern = `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  // ESCAPE named explicitly: SQLite has no default escape character for LIKE (PostgreSQL's is `\`).
  return sql<boolean>`(lower(${sql.ref('customers.name')}) like ${pattern} escape '\\' or lower(${sql.ref('customers.phone')}) like ${pattern} escape '\\')`;
}

/** The POS customer picker: customers whose name or phone holds the term. */
export function searchCustomers(db: TDb, tenantId: string, term: string, limit = 20) {
  return db
    .selectFrom('customers')
    .select(['name', 'phone'])
    .where('tenant_id', '=', tenantId)
    .where(nameOrPhoneContains(term))
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
    .where(nameOrPhoneContains(term));
}
