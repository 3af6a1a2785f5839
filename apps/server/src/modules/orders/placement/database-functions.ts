import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import type { TDb } from '../../../db/database.ts';
import { isPostgres } from '../../../db/dialect.ts';
import { recordOrdersSalesFunction } from '../sales-rollup.repo.ts';

/*
 * PostgreSQL's order writer is two database functions that live with their code, not in migrations (which are
 * frozen history): opentab_place_orders is the versioned file place-orders.sql beside its writer, and
 * opentab_record_orders_sales is compiled from the rollup statements SQLite runs (sales-rollup.repo.ts). They are
 * installed at every start, after the migrations (prepare-database.ts), whenever the database holds another text;
 * database-functions.test.ts fails when what is installed differs from them.
 */

const PLACE_ORDERS_SQL = readFileSync(new URL('./place-orders.sql', import.meta.url), 'utf8');

export type TDatabaseFunction = {
  name: string;
  /** the body between the dollar quotes, as pg_proc.prosrc keeps it */
  source: string;
  /** the statement that installs it (create or replace) */
  definition: string;
};

/** The source a function's definition carries between its `$$` quotes. */
function dollarQuotedBody(definition: string): string {
  const start = definition.indexOf('$$');
  const end = definition.lastIndexOf('$$');
  if (start < 0 || end <= start) throw new Error('a database function must be written between $$ quotes');
  return definition.slice(start + 2, end);
}

/** The order module's functions, as this code wants them installed. */
export function orderDatabaseFunctions(db: TDb): TDatabaseFunction[] {
  const recordSales = recordOrdersSalesFunction(db);
  return [
    // first: opentab_place_orders calls it
    { name: 'opentab_record_orders_sales', ...recordSales },
    {
      name: 'opentab_place_orders',
      source: dollarQuotedBody(PLACE_ORDERS_SQL),
      definition: PLACE_ORDERS_SQL,
    },
  ];
}

/** What the database holds as the function's source, or undefined when it has no such function. */
export async function findInstalledSource(db: TDb, name: string): Promise<string | undefined> {
  const { rows } = await sql<{ prosrc: string }>`
    select p.prosrc from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where p.proname = ${name} and n.nspname = current_schema()`.execute(db);
  if (rows.length > 1) throw new Error(`${name} is installed more than once (overloaded)`);
  return rows[0]?.prosrc;
}

/**
 * Installs every function whose installed text differs from the code's (PostgreSQL; nothing on SQLite). One
 * transaction under an advisory lock, so processes that start together install once and never see half.
 */
export async function installOrderDatabaseFunctions(db: TDb): Promise<void> {
  if (!isPostgres(db)) return;
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtextextended('opentab.database-functions', 0))`.execute(trx);
    for (const fn of orderDatabaseFunctions(trx)) {
      if ((await findInstalledSource(trx, fn.name)) !== fn.source) await sql.raw(fn.definition).execute(trx);
    }
  });
}
