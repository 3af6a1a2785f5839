import { sql } from 'kysely';
import type { TDb } from '../../db/database.ts';
import { isPostgres } from '../../db/dialect.ts';
import type { Row } from '../../db/schema.ts';
import { keysetPage, type TPageCursor } from '../../lib/list-page.ts';

/** The store's loyalty rules, minor units and points (0032). */
export async function findLoyaltyRule(db: TDb, tenantId: string) {
  const row = await db
    .selectFrom('store_settings')
    .select(['loyalty_earn_per', 'loyalty_point_value', 'loyalty_min_redeem'])
    .where('tenant_id', '=', tenantId)
    .executeTakeFirstOrThrow();
  return {
    earnPer: row.loyalty_earn_per,
    pointValue: row.loyalty_point_value,
    minRedeem: row.loyalty_min_redeem,
  };
}

const MEMBER_COLUMNS = ['id', 'name', 'phone', 'email', 'is_member', 'points', 'member_since'] as const;
export type TMemberRow = Pick<Row<'customers'>, (typeof MEMBER_COLUMNS)[number]>;

/**
 * A customer of the store by its phone or id (the customer screens know it by phone); with `lock` (PostgreSQL,
 * in a transaction) the row stays held to the commit, so an enrolment or an adjustment reads the balance it acts on.
 */
export function findCustomerForMembership(
  db: TDb,
  tenantId: string,
  { phoneOrId, lock }: { phoneOrId: string; lock?: boolean },
): Promise<TMemberRow | undefined> {
  return db
    .selectFrom('customers')
    .select(MEMBER_COLUMNS)
    .where('tenant_id', '=', tenantId)
    .where((eb) => eb.or([eb('phone', '=', phoneOrId), eb('id', '=', phoneOrId)]))
    .$if(lock === true && isPostgres(db), (query) => query.forUpdate())
    .executeTakeFirst();
}

/** A customer by its id, for a payment or a refund (locked like findCustomerForMembership). */
export function findCustomerById(db: TDb, tenantId: string, { id, lock }: { id: string; lock?: boolean }) {
  return db
    .selectFrom('customers')
    .select(MEMBER_COLUMNS)
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .$if(lock === true && isPostgres(db), (query) => query.forUpdate())
    .executeTakeFirst();
}

export async function setMembership(
  db: TDb,
  tenantId: string,
  { id, isMember, since }: { id: string; isMember: boolean; since: string | null },
): Promise<void> {
  await db
    .updateTable('customers')
    .set({ is_member: isMember ? 1 : 0, member_since: since })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .execute();
}

function membersOf(db: TDb, tenantId: string, search: string | undefined) {
  const all = db.selectFrom('customers').where('tenant_id', '=', tenantId).where('is_member', '=', 1);
  if (!search) return all;
  const pattern = `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  // ESCAPE named explicitly: SQLite has no default escape character for LIKE (PostgreSQL's is `\`).
  return all.where(
    sql<boolean>`(lower(customers.name) like ${pattern} escape '\\' or lower(customers.phone) like ${pattern} escape '\\')`,
  );
}

/** One page of the store's members, newest customers first, past `after`. */
export function listMembersPage(
  db: TDb,
  tenantId: string,
  page: { search: string | undefined; after: TPageCursor | undefined; limit: number },
) {
  return keysetPage(
    membersOf(db, tenantId, page.search).select(MEMBER_COLUMNS).select('created_at'),
    'customers',
    { after: page.after, limit: page.limit, order: 'desc' },
  ).execute();
}

export async function countMembers(
  db: TDb,
  tenantId: string,
  { search, upTo }: { search: string | undefined; upTo: number },
): Promise<number> {
  const row = await db
    .selectFrom(membersOf(db, tenantId, search).select('id').limit(upTo).as('m'))
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** A member's latest ledger entries, newest first, with the number of the invoice each came with. */
export function listLedger(
  db: TDb,
  tenantId: string,
  { customerId, limit }: { customerId: string; limit: number },
) {
  return db
    .selectFrom('member_points as p')
    .leftJoin('invoices as i', (join) =>
      join.onRef('i.id', '=', 'p.invoice_id').onRef('i.tenant_id', '=', 'p.tenant_id'),
    )
    .leftJoin('users as u', 'u.id', 'p.created_by')
    .select([
      'p.id',
      'p.kind',
      'p.points',
      'p.invoice_id',
      'p.note',
      'p.created_at',
      'i.invoice_no',
      'i.invoice_prefix',
      'u.name as created_by_name',
    ])
    .where('p.tenant_id', '=', tenantId)
    .where('p.customer_id', '=', customerId)
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc')
    .limit(limit)
    .execute();
}

/** Appends ledger entries; the database adds them to customers.points and refuses one that would go below 0. */
export async function insertMemberPoints(db: TDb, rows: readonly Row<'member_points'>[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('member_points')
    .values([...rows])
    .execute();
}

/** The earned points an invoice's refunds took back so far (its redeemed points given back are not counted). */
export async function sumTakenBack(db: TDb, tenantId: string, invoiceId: string): Promise<number> {
  const row = await db
    .selectFrom('member_points')
    .select((eb) => eb.fn.sum<number | string | null>('points').as('points'))
    .where('tenant_id', '=', tenantId)
    .where('invoice_id', '=', invoiceId)
    .where('kind', '=', 'refund')
    .where('points', '<', 0)
    .executeTakeFirst();
  return -Number(row?.points ?? 0);
}
