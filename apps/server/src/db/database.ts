import SqliteDatabase from 'better-sqlite3';
import { type DialectAdapter, Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';

export type TDb = Kysely<Database>;

const PG_INT8 = 20;
const PG_NUMERIC = 1700;
const PG_TIMESTAMPTZ = 1184;

/** Makes PostgreSQL answer the same JS values as SQLite: numbers for bigint, ISO strings for timestamps. */
const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === PG_INT8 || oid === PG_NUMERIC) return (v: string) => Number(v);
    if (oid === PG_TIMESTAMPTZ) return (v: string) => new Date(v).toISOString();
    return pg.types.getTypeParser(oid, format);
  },
};

export type TDatabaseOptions = { databaseUrl?: string; sqliteFile: string };

export function createDatabase({ databaseUrl, sqliteFile }: TDatabaseOptions): TDb {
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, types: pgTypes });
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  const sqlite = new SqliteDatabase(sqliteFile);
  // WAL for concurrent readers; FULL so an acknowledged write survives a crash; FKs are off by default.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // Each order runs in a SAVEPOINT of a group commit (write-batcher.ts); the savepoint's page copies go to a
  // sub-journal, which otherwise spills to a temp file: one pwrite per page per order.
  sqlite.pragma('temp_store = MEMORY');
  const statements = withStatementCache(sqlite);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: statements }) });
  statementsByAdapter.set(db.getExecutor().adapter, statements);
  return db;
}

type TStatementCache = { prepare(sql: string): SqliteDatabase.Statement; close(): void };
const statementsByAdapter = new WeakMap<DialectAdapter, TStatementCache>();

/**
 * The cached better-sqlite3 statements behind a SQLite transaction, for the few hot queries that run them
 * directly (db/prepared.ts). Only inside a transaction: Kysely then holds the one connection for it, so
 * nothing else runs on the handle. Outside one, queries must queue through Kysely like everything else.
 */
export function sqliteStatementsOfTransaction(trx: TDb): TStatementCache | undefined {
  return trx.isTransaction ? statementsByAdapter.get(trx.getExecutor().adapter) : undefined;
}

/**
 * Kysely prepares every query afresh, which costs more than running it on SQLite. Our queries are built from
 * a fixed set of shapes, so prepared statements are kept by their SQL text (bounded, oldest dropped first).
 * Safe because better-sqlite3 is synchronous and Kysely runs one query at a time per connection.
 */
function withStatementCache(sqlite: SqliteDatabase.Database, max = 1000): TStatementCache {
  const cache = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      let statement = cache.get(sql);
      if (!statement) {
        statement = sqlite.prepare(sql);
        if (cache.size >= max) cache.delete(cache.keys().next().value as string);
        cache.set(sql, statement);
      }
      return statement;
    },
  };
}
