import type { Statement } from 'better-sqlite3';
import { type Compilable, CompiledQuery, type QueryResult } from 'kysely';
import { directSqliteStatement, preparePostgresStatement, type TDb } from './database.ts';
import { isPostgres } from './dialect.ts';
import type { Database, Row } from './schema.ts';

const PLACEHOLDER = '\u0000opentab-placeholder:';

/** The named placeholders a prepared query is written with: `(db, p: Placeholders<'tenantId'>) => …`. */
export type Placeholders<TName extends string> = Record<TName, never>;

/** Runs a better-sqlite3 statement synchronously, answering Kysely's QueryResult shape. */
function runStatement<TRow>(statement: Statement, parameters: unknown[]): QueryResult<TRow> {
  if (statement.reader) return { rows: statement.all(parameters) as TRow[] };
  const { changes } = statement.run(parameters);
  return { rows: [], numAffectedRows: BigInt(changes) };
}

type TCompiled = { sql: string; slots: { name: string | null; value: unknown }[] };

/** Compiles `build` once per dialect, recording which bound value is which placeholder. */
function compileOnce<TName extends string, TRow>(
  build: (db: TDb, placeholders: Placeholders<TName>) => Compilable<TRow>,
  check: (compiled: TCompiled, postgres: boolean) => void = () => {},
) {
  const byDialect = new Map<boolean, TCompiled>();
  return (db: TDb): TCompiled => {
    const postgres = isPostgres(db);
    let compiled = byDialect.get(postgres);
    if (!compiled) {
      const placeholders = new Proxy({} as Placeholders<TName>, {
        get: (_target, name) => `${PLACEHOLDER}${String(name)}` as never,
      });
      const query = build(db, placeholders).compile();
      // A placeholder must be bound as a value, never spliced into the text (sql.raw, sql.lit).
      if (query.sql.includes(PLACEHOLDER))
        throw new Error('preparedQuery: a placeholder ended up in the SQL text');
      compiled = {
        sql: query.sql,
        slots: query.parameters.map((value) =>
          typeof value === 'string' && value.startsWith(PLACEHOLDER)
            ? { name: value.slice(PLACEHOLDER.length), value: undefined }
            : { name: null, value },
        ),
      };
      check(compiled, postgres);
      byDialect.set(postgres, compiled);
    }
    return compiled;
  };
}

/** Runs compiled SQL directly on SQLite where that is safe (database.ts), else through Kysely. */
async function execute<TRow>(db: TDb, sql: string, parameters: unknown[]): Promise<QueryResult<TRow>> {
  const statement = directSqliteStatement(db, sql);
  if (statement) return runStatement<TRow>(statement, parameters);
  return db.executeQuery(CompiledQuery.raw(sql, parameters) as CompiledQuery<TRow>);
}

/**
 * A query written once with Kysely, with named placeholders where values go, and compiled once per dialect;
 * each run only binds its values (on PostgreSQL, to a named prepared statement of the connection). Kysely otherwise rebuilds and recompiles the query tree on every call,
 * which was the largest share of create-order's CPU. A placeholder may stand wherever Kysely binds a value
 * (where, values, set, limit), never for a list whose length varies. Placeholders are typed `never` so they
 * fit any column; the values passed to `run` are what the caller must keep right.
 */
export function preparedQuery<TName extends string, TRow>(
  build: (db: TDb, placeholders: Placeholders<TName>) => Compilable<TRow>,
) {
  // On PostgreSQL also a named statement: parsed and planned once per connection.
  const compile = compileOnce(build, ({ sql }, postgres) => {
    if (postgres) preparePostgresStatement(sql);
  });
  return {
    /** Answers what Kysely's executeQuery would. */
    async run(db: TDb, values: Record<TName, unknown>): Promise<QueryResult<TRow>> {
      const { sql, slots } = compile(db);
      const parameters = new Array<unknown>(slots.length);
      for (let i = 0; i < slots.length; i++) {
        const slot = slots[i]!;
        parameters[i] =
          slot.name === null ? slot.value : ((values as Record<string, unknown>)[slot.name] ?? null);
      }
      return execute<TRow>(db, sql, parameters);
    },
    async first(db: TDb, values: Record<TName, unknown>): Promise<TRow | undefined> {
      return (await this.run(db, values)).rows[0];
    },
    async all(db: TDb, values: Record<TName, unknown>): Promise<TRow[]> {
      return (await this.run(db, values)).rows;
    },
  };
}

/**
 * INSERT of whole rows into `table`. Rows are typed as complete (every column present), so the SQL has one
 * shape per row count and column list, compiled once each; values are bound row by row, column by column,
 * the order Kysely compiles them in (checked once per shape).
 */
export function preparedInsert<TTable extends keyof Database>(table: TTable) {
  const byShape = new Map<string, (db: TDb) => TCompiled>();

  function compilerFor(count: number, columns: string[]) {
    const shape = `${count}:${columns.join(',')}`;
    let compile = byShape.get(shape);
    if (!compile) {
      compile = compileOnce(
        (db, p: Placeholders<string>) =>
          db
            .insertInto(table)
            .values(
              Array.from(
                { length: count },
                (_, row) =>
                  Object.fromEntries(columns.map((column) => [column, p[`${row}.${column}`]])) as never,
              ),
            ),
        ({ slots }) => {
          const positional = slots.every(
            (slot, i) => slot.name === `${Math.floor(i / columns.length)}.${columns[i % columns.length]}`,
          );
          if (!positional || slots.length !== count * columns.length)
            throw new Error(`preparedInsert(${table}): unexpected parameter order`);
        },
      );
      byShape.set(shape, compile);
    }
    return compile;
  }

  return async (db: TDb, rows: readonly Row<TTable>[]): Promise<void> => {
    if (rows.length === 0) return;
    const columns = Object.keys(rows[0] as object);
    const parameters: unknown[] = [];
    for (const row of rows)
      for (const column of columns) parameters.push((row as Record<string, unknown>)[column] ?? null);
    await execute(db, compilerFor(rows.length, columns)(db).sql, parameters);
  };
}
