import SqliteDatabase from 'better-sqlite3';
import {
  type DatabaseConnection,
  type DialectAdapter,
  type Driver,
  Kysely,
  PostgresDialect,
  SqliteDialect,
} from 'kysely';
import pg from 'pg';
import { PG_POOL_MAX_DEFAULT } from '../config.ts';
import { createPrivateFileIfMissing } from '../lib/private-file.ts';
import { startCheckpointer } from './checkpointer.ts';
import type { Database } from './schema.ts';

export type TDb = Kysely<Database>;

/** How much of the SQLite file the reader connection maps (address space, not memory; SQLite's limit is 2 GB). */
const READER_MMAP_BYTES = 1024 * 1024 * 1024;

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

export type TDatabaseOptions = {
  databaseUrl?: string;
  sqliteFile: string;
  /** PostgreSQL pool size (config PG_POOL_MAX) */
  pgPoolMax?: number;
};

export function createDatabase({
  databaseUrl,
  sqliteFile,
  pgPoolMax = PG_POOL_MAX_DEFAULT,
}: TDatabaseOptions): TDb {
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: pgPoolMax, types: pgTypes });
    pool.on('connect', runNamedStatements);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    poolsByAdapter.set(db.getExecutor().adapter, pool);
    return db;
  }
  const onDisk = sqliteFile !== ':memory:';
  if (onDisk) createPrivateFileIfMissing(sqliteFile);
  const writer = withStatementCache(openSqlite(sqliteFile));
  // A second connection for hot reads (db/prepared.ts) that arrive while the writer is inside a group
  // commit: in WAL mode it reads the last commit without waiting for it. None for an in-memory database,
  // which another connection cannot see.
  const reader = onDisk ? withStatementCache(openSqlite(sqliteFile)) : undefined;
  // The reader's page cache is dropped whenever the writer commits, so under load each of its reads fetched
  // every page again, one pread each; mapped, the pages of the database file are read in place (paid orders:
  // +1 to +10 % on a quiet machine, more under load). Only the reader: a mapped writer was slower.
  reader?.sqlite.pragma(`mmap_size = ${READER_MMAP_BYTES}`);
  const checkpointer = onDisk ? checkpointOffTheEventLoop(writer.sqlite, sqliteFile) : undefined;
  const db = new Kysely<Database>({
    dialect: new WriterDialect(writer.sqlite, {
      database: {
        prepare: writer.prepare,
        close: () => {
          checkpointer?.stop();
          reader?.close();
          writer.close();
        },
      },
    }),
  });
  handlesByAdapter.set(db.getExecutor().adapter, { writer, reader });
  return db;
}

const poolsByAdapter = new WeakMap<DialectAdapter, pg.Pool>();

export type TPoolStats = { max: number; open: number; idle: number; waiting: number };

/** Reads the PostgreSQL pool's connections at the moment it is called (for the metrics); undefined on SQLite. */
export function postgresPoolStats(db: TDb): (() => TPoolStats) | undefined {
  const pool = poolsByAdapter.get(db.getExecutor().adapter);
  if (!pool) return undefined;
  return () => ({
    max: pool.options.max ?? 10,
    open: pool.totalCount,
    idle: pool.idleCount,
    waiting: pool.waitingCount,
  });
}

/** The SQL texts of db/prepared.ts's queries on PostgreSQL, each with its prepared statement's name. */
const statementNames = new Map<string, string>();

/**
 * Makes PostgreSQL parse and plan `sql` once per connection (a named prepared statement) instead of on every
 * run. Only for the fixed texts of db/prepared.ts: every name stays prepared for the connection's life.
 */
export function preparePostgresStatement(sql: string): void {
  if (!statementNames.has(sql)) statementNames.set(sql, `opentab_${statementNames.size + 1}`);
}

/** Kysely runs `client.query(text, values)`; a text of preparePostgresStatement's runs under its name. */
function runNamedStatements(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (config: unknown, ...rest: unknown[]) => unknown;
  client.query = ((config: unknown, ...rest: unknown[]) => {
    const name = typeof config === 'string' && rest.length <= 1 ? statementNames.get(config) : undefined;
    return name ? query({ name, text: config, values: rest[0] }) : query(config, ...rest);
  }) as typeof client.query;
}

/**
 * Kysely's SQLite dialect, except that it does not ROLLBACK a transaction SQLite has already ended itself
 * (it does on an I/O error or a full disk, also when COMMIT fails): that ROLLBACK would fail with "no
 * transaction is active" and Kysely would throw that instead of the error that explains what happened.
 */
class WriterDialect extends SqliteDialect {
  readonly #writer: SqliteDatabase.Database;

  constructor(writer: SqliteDatabase.Database, config: ConstructorParameters<typeof SqliteDialect>[0]) {
    super(config);
    this.#writer = writer;
  }

  override createDriver(): Driver {
    const driver = super.createDriver();
    const rollback = driver.rollbackTransaction.bind(driver);
    driver.rollbackTransaction = async (connection: DatabaseConnection) => {
      if (this.#writer.inTransaction) await rollback(connection);
    };
    return driver;
  }
}

/** WAL checkpoints run in a worker thread (checkpointer.ts); SQLite's own come back if it ever stops. */
function checkpointOffTheEventLoop(writer: SqliteDatabase.Database, file: string) {
  writer.pragma('wal_autocheckpoint = 0');
  return startCheckpointer({
    file,
    onLargeWal: () => {
      // Only between transactions: inside one, the next report comes in a moment.
      if (writer.open && !writer.inTransaction) writer.pragma('wal_checkpoint(PASSIVE)');
    },
    onFailure: (reason) => {
      if (!writer.open) return;
      writer.pragma('wal_autocheckpoint = 1000');
      process.emitWarning(`${reason}; SQLite checkpoints in the commit again`);
    },
  });
}

function openSqlite(file: string): SqliteDatabase.Database {
  const sqlite = new SqliteDatabase(file);
  // WAL for concurrent readers; FULL so an acknowledged write survives a crash; FKs are off by default.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // Each order runs in a SAVEPOINT of a group commit (write-batcher.ts); the savepoint's page copies go to a
  // sub-journal, which otherwise spills to a temp file: one pwrite per page per order.
  sqlite.pragma('temp_store = MEMORY');
  return sqlite;
}

type TStatementCache = {
  sqlite: SqliteDatabase.Database;
  prepare(sql: string): SqliteDatabase.Statement;
  close(): void;
};
const handlesByAdapter = new WeakMap<DialectAdapter, { writer: TStatementCache; reader?: TStatementCache }>();

/**
 * A cached better-sqlite3 statement to run directly, for the hot queries of db/prepared.ts; undefined on
 * PostgreSQL, or where the query must go through Kysely. Inside a transaction it is the writer's: Kysely
 * then holds that one connection for the transaction, so nothing else runs on it. Outside one, only a
 * read, and only on committed data: on the writer while it is between transactions, else on the reader.
 * Writes outside transactions queue through Kysely.
 */
export function directSqliteStatement(db: TDb, sql: string): SqliteDatabase.Statement | undefined {
  const handles = handlesByAdapter.get(db.getExecutor().adapter);
  if (!handles) return undefined;
  if (db.isTransaction) return handles.writer.prepare(sql);
  // Between transactions the writer holds only committed data, and its page cache is warm; the reader's
  // cache is dropped on every commit it did not make.
  const connection = handles.writer.sqlite.inTransaction ? handles.reader : handles.writer;
  const statement = connection?.prepare(sql);
  return statement?.readonly ? statement : undefined;
}

/** Whether SQLite still holds the writer's transaction open (it ends one itself on some errors). */
export function sqliteWriterInTransaction(db: TDb): boolean {
  return handlesByAdapter.get(db.getExecutor().adapter)?.writer.sqlite.inTransaction ?? false;
}

/**
 * Kysely prepares every query afresh, which costs more than running it on SQLite. Our queries are built from
 * a fixed set of shapes, so prepared statements are kept by their SQL text (bounded, oldest dropped first).
 * Safe because better-sqlite3 is synchronous and Kysely runs one query at a time per connection.
 */
function withStatementCache(sqlite: SqliteDatabase.Database, max = 1000): TStatementCache {
  const cache = new Map<string, SqliteDatabase.Statement>();
  return {
    sqlite,
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
