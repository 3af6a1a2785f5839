import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import { createDatabase } from './database.ts';
import { MIGRATION_TABLES as MIGRATION_TABLE_NAMES, migrateToLatest } from './migrate.ts';

/** Kysely's own bookkeeping: the target's is written by its migration run, not copied. */
const MIGRATION_TABLES = new Set<string>(MIGRATION_TABLE_NAMES);
/** PostgreSQL takes at most 65,535 parameters in one statement. */
const MAX_PARAMETERS = 60_000;

export class MigrationRefused extends Error {}

export type TTableCopy = { table: string; rows: number };

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The tables to copy, each after every table its foreign keys point at (parents first). */
function tablesInDependencyOrder(source: SqliteDatabase.Database): string[] {
  const tables = (
    source
      .prepare(
        "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name",
      )
      .all() as { name: string }[]
  )
    .map((row) => row.name)
    .filter((name) => !MIGRATION_TABLES.has(name));
  const parents = new Map(
    tables.map((table) => [
      table,
      new Set(
        (source.pragma(`foreign_key_list(${quote(table)})`) as { table: string }[])
          .map((fk) => fk.table)
          .filter((parent) => parent !== table),
      ),
    ]),
  );
  const ordered: string[] = [];
  while (ordered.length < tables.length) {
    const ready = tables.filter(
      (table) =>
        !ordered.includes(table) && [...(parents.get(table) ?? [])].every((p) => ordered.includes(p)),
    );
    if (ready.length === 0) throw new Error('The foreign keys between the tables form a cycle');
    ordered.push(...ready);
  }
  return ordered;
}

/**
 * Refuses a target that holds any table: only a fresh database is filled, so the copy can never merge two
 * stores' data or overwrite one.
 */
async function assertFreshTarget(client: pg.Client): Promise<void> {
  const { rows } = await client.query<{ name: string }>(
    "select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1",
  );
  if (rows.length > 0) {
    throw new MigrationRefused(
      `The target database is not empty: it has the tables ${rows.map((r) => r.name).join(', ')}. Copy into a new database (createdb).`,
    );
  }
}

/** SQLite integers come as BigInt (exact past 2^53); PostgreSQL takes them as text. */
const toParameter = (value: unknown) => (typeof value === 'bigint' ? value.toString() : value);

async function copyTable(
  source: SqliteDatabase.Database,
  client: pg.Client,
  { table, batchRows }: { table: string; batchRows: number },
): Promise<number> {
  const columns = (source.pragma(`table_info(${quote(table)})`) as { name: string }[]).map((c) => c.name);
  const { rows: targetColumns } = await client.query<{ name: string }>(
    'select column_name as name from information_schema.columns where table_schema = current_schema() and table_name = $1',
    [table],
  );
  const missing = columns.filter((c) => !targetColumns.some((t) => t.name === c));
  if (missing.length > 0) throw new Error(`${table}: the target has no column ${missing.join(', ')}`);

  const columnList = columns.map(quote).join(', ');
  const perBatch = Math.max(1, Math.min(batchRows, Math.floor(MAX_PARAMETERS / columns.length)));
  let batch: unknown[][] = [];
  let copied = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    const values = batch
      .map((_, r) => `(${columns.map((_c, c) => `$${r * columns.length + c + 1}`).join(', ')})`)
      .join(', ');
    await client.query(
      `insert into ${quote(table)} (${columnList}) values ${values}`,
      batch.flat().map(toParameter),
    );
    copied += batch.length;
    batch = [];
  };
  // rowid order: the order SQLite wrote them in (ids with a time prefix keep PostgreSQL's indexes local).
  const rows = source
    .prepare(`select ${columnList} from ${quote(table)}`)
    .raw(true)
    .iterate();
  for (const row of rows as Iterable<unknown[]>) {
    batch.push(row);
    if (batch.length >= perBatch) await flush();
  }
  await flush();
  return copied;
}

/** Serial or identity columns (none today) continue after the copied rows rather than from 1. */
async function advanceSequences(client: pg.Client, table: string): Promise<void> {
  const { rows } = await client.query<{ name: string }>(
    `select column_name as name from information_schema.columns
      where table_schema = current_schema() and table_name = $1
        and (column_default like 'nextval(%' or is_identity = 'YES')`,
    [table],
  );
  for (const { name } of rows) {
    await client.query(
      `select setval(pg_get_serial_sequence($1, $2), coalesce(max(${quote(name)}), 1), max(${quote(name)}) is not null) from ${quote(table)}`,
      [quote(table), name],
    );
  }
}

/**
 * Copies an OpenTab SQLite database into a fresh PostgreSQL database: both are migrated to this version's
 * schema first (the SQLite file as a server start would), then every table is copied in foreign-key order,
 * in batches, with ids and values as they are (timestamps, money, flags, JSON text), in ONE transaction:
 * either everything arrives or nothing does. Triggers are off while copying, so the catalog-version
 * triggers do not count the copy as catalog edits. Row counts are compared table by table before the commit.
 * The target must be a database without tables; the server must be stopped (orders taken during the copy
 * would stay behind in SQLite).
 */
export async function copySqliteToPostgres(options: {
  sqliteFile: string;
  databaseUrl: string;
  batchRows?: number;
  onTable?: (copy: TTableCopy) => void;
}): Promise<TTableCopy[]> {
  const sourceDb = createDatabase({ sqliteFile: options.sqliteFile });
  try {
    await migrateToLatest(sourceDb);
  } finally {
    await sourceDb.destroy();
  }
  const source = new SqliteDatabase(options.sqliteFile, { readonly: true, fileMustExist: true });
  source.defaultSafeIntegers(true);
  const client = new pg.Client({ connectionString: options.databaseUrl });
  await client.connect();
  try {
    const tables = tablesInDependencyOrder(source);
    await assertFreshTarget(client);
    const targetDb = createDatabase({ databaseUrl: options.databaseUrl, sqliteFile: '' });
    try {
      await migrateToLatest(targetDb);
    } finally {
      await targetDb.destroy();
    }

    const copies: TTableCopy[] = [];
    // A SQLite time without a zone (CURRENT_TIMESTAMP's) is UTC; PostgreSQL would read it in its own zone.
    await client.query("set time zone 'UTC'");
    await client.query('begin');
    try {
      for (const table of tables) await client.query(`alter table ${quote(table)} disable trigger user`);
      // Rows a migration wrote (reference data such as currency rates): the source has them too, as since edited.
      for (const table of [...tables].reverse()) await client.query(`delete from ${quote(table)}`);
      for (const table of tables) {
        const rows = await copyTable(source, client, { table, batchRows: options.batchRows ?? 1000 });
        await advanceSequences(client, table);
        copies.push({ table, rows });
        options.onTable?.({ table, rows });
      }
      for (const table of tables) await client.query(`alter table ${quote(table)} enable trigger user`);
      for (const table of tables) {
        const expected = Number(
          (source.prepare(`select count(*) as n from ${quote(table)}`).get() as { n: bigint }).n,
        );
        const { rows } = await client.query<{ n: string }>(`select count(*) as n from ${quote(table)}`);
        if (Number(rows[0]?.n) !== expected) {
          throw new Error(`${table}: ${rows[0]?.n} rows arrived of ${expected}`);
        }
      }
      await client.query('commit');
    } catch (error) {
      await client.query('rollback');
      throw new Error(
        `Nothing was copied (the target now holds OpenTab's empty tables: drop and create it again before retrying): ${(error as Error).message}`,
        { cause: error },
      );
    }
    return copies;
  } finally {
    await client.end();
    source.close();
  }
}
