import { sql } from 'kysely';
import type { TDb } from '../../db/database.ts';
import type { NewRow } from '../../db/schema.ts';

/** The invoice a receipt's feedback link names, only within its own store. */
export function findInvoiceByToken(db: TDb, tenantId: string, token: string) {
  return db
    .selectFrom('invoices')
    .select(['id', 'created_at'])
    .where('tenant_id', '=', tenantId)
    .where('public_token', '=', token)
    .executeTakeFirst();
}

export async function hasFeedback(db: TDb, tenantId: string, invoiceId: string): Promise<boolean> {
  const row = await db
    .selectFrom('feedback')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('invoice_id', '=', invoiceId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertFeedback(db: TDb, row: NewRow<'feedback'>): Promise<void> {
  await db.insertInto('feedback').values(row).execute();
}

const ENTRY_COLUMNS = [
  'f.id',
  'f.invoice_id',
  'f.food_quality',
  'f.service',
  'f.ambiance',
  'f.staff_behavior',
  'f.recommend',
  'f.remarks',
  'f.name',
  'f.phone',
  'f.email',
  'f.birthdate',
  'f.created_at',
  'i.invoice_no',
  'i.invoice_prefix',
] as const;

function entries(db: TDb, tenantId: string) {
  return db
    .selectFrom('feedback as f')
    .innerJoin('invoices as i', (join) =>
      join.onRef('i.id', '=', 'f.invoice_id').onRef('i.tenant_id', '=', 'f.tenant_id'),
    )
    .select(ENTRY_COLUMNS)
    .where('f.tenant_id', '=', tenantId);
}

/** Feedback written in [from, to) (ISO times), newest first, at most `limit`. */
export function listFeedbackInRange(
  db: TDb,
  tenantId: string,
  { from, to, limit }: { from: string; to: string; limit: number },
) {
  return entries(db, tenantId)
    .where('f.created_at', '>=', from)
    .where('f.created_at', '<', to)
    .orderBy('f.created_at', 'desc')
    .orderBy('f.id', 'desc')
    .limit(limit)
    .execute();
}

/** The ratings of every feedback written in [from, to): what the summary is made of (five small numbers a row). */
export function listRatingsInRange(db: TDb, tenantId: string, { from, to }: { from: string; to: string }) {
  return db
    .selectFrom('feedback')
    .select(['food_quality', 'service', 'ambiance', 'staff_behavior', 'recommend'])
    .where('tenant_id', '=', tenantId)
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
    .execute();
}

/**
 * Feedback whose comment, guest name, phone or email holds the term (case-insensitive, LIKE's own characters
 * taken literally), or whose invoice has that number (with or without its prefix); newest first.
 */
export function searchFeedback(db: TDb, tenantId: string, { term, limit }: { term: string; limit: number }) {
  const pattern = `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  // ESCAPE named explicitly: SQLite has no default escape character for LIKE (PostgreSQL's is `\`).
  const contains = (['remarks', 'name', 'phone', 'email'] as const).map(
    (column) => sql<boolean>`lower(${sql.ref(`f.${column}`)}) like ${pattern} escape '\\'`,
  );
  const number = /^(.*?)(\d{1,9})$/.exec(term);
  return entries(db, tenantId)
    .where((eb) =>
      eb.or([
        ...contains,
        ...(number
          ? [
              eb.and([
                eb('i.invoice_no', '=', Number(number[2])),
                ...(number[1]
                  ? [eb(eb.fn('lower', ['i.invoice_prefix']), '=', number[1].toLowerCase())]
                  : []),
              ]),
            ]
          : []),
      ]),
    )
    .orderBy('f.created_at', 'desc')
    .orderBy('f.id', 'desc')
    .limit(limit)
    .execute();
}

export function findFeedbackOfInvoice(db: TDb, tenantId: string, invoiceId: string) {
  return entries(db, tenantId).where('f.invoice_id', '=', invoiceId).executeTakeFirst();
}

export async function isInvoiceOf(db: TDb, tenantId: string, invoiceId: string): Promise<boolean> {
  const row = await db
    .selectFrom('invoices')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', invoiceId)
    .executeTakeFirst();
  return row !== undefined;
}
