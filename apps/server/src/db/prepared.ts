import type { Statement } from 'better-sqlite3';
import { type Compilable, CompiledQuery, type QueryResult } from 'kysely';
import { directSqliteStatement, preparePostgresStatement, type TDb } from './database.ts';
import { isPostgres } from './dialect.ts';
import type { Database, NewRow, Row } from './schema.ts';

const PLACEHOLDER = '\u0000opentab-placeholder:';

/**
 * The named placeholders a prepared query is written with, each with the type of the value it stands for:
 * `(db, p: Placeholders<{ tenantId: string }>) => …`. The same object type is what each run must pass.
 */
export type Placeholders<TValues extends Record<string, unknown>> = TValues;

/**
 * Values up to this many are passed to better-sqlite3 as arguments, not as one array: it binds arguments
 * faster (40 values 2.2 µs against 3.4); a bulk insert's thousands stay an array, within the call stack.
 */
const MAX_SPREAD_PARAMETERS = 500;

/** Runs a better-sqlite3 statement synchronously, answering Kysely's QueryResult shape. */
function runStatement<TRow>(statement: Statement, parameters: unknown[]): QueryResult<TRow> {
  const spread = parameters.length <= MAX_SPREAD_PARAMETERS;
  if (statement.reader)
    return { rows: (spread ? statement.all(...parameters) : statement.all(parameters)) as TRow[] };
  const { changes } = spread ? statement.run(...parameters) : statement.run(parameters);
  return { rows: [], numAffectedRows: BigInt(changes) };
}

type TCompiled = { sql: string; slots: { name: string | null; value: unknown }[] };

/** A placeholder's value, refused when absent: binding it as NULL would silently match or write nothing. */
function boundValue(values: Record<string, unknown>, name: string, query: string): unknown {
  const value = values[name];
  if (value === undefined) throw new Error(`${query}: no value for the placeholder "${name}"`);
  return value;
}

/** Compiles `build` once per dialect, recording which bound value is which placeholder. */
function compileOnce<TValues extends Record<string, unknown>, TRow>(
  build: (db: TDb, placeholders: Placeholders<TValues>) => Compilable<TRow>,
  check: (compiled: TCompiled, postgres: boolean) => void = () => {},
) {
  const byDialect = new Map<boolean, TCompiled>();
  return (db: TDb): TCompiled => {
    const postgres = isPostgres(db);
    let compiled = byDialect.get(postgres);
    if (!compiled) {
      // Each property reads as a marker string that Kysely binds like any value; compiling finds it again.
      const placeholders = new Proxy({} as Placeholders<TValues>, {
        get: (_target, name) => `${PLACEHOLDER}${String(name)}`,
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

function sameColumns(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
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
 * (where, values, set, limit), never for a list whose length varies, and is only passed on, never computed
 * with (at compile time it holds a marker, not the value). Every run must give every placeholder a value
 * (null where its type allows): a missing one throws.
 */
export function preparedQuery<TValues extends Record<string, unknown>, TRow>(
  build: (db: TDb, placeholders: Placeholders<TValues>) => Compilable<TRow>,
) {
  // On PostgreSQL also a named statement: parsed and planned once per connection.
  const compile = compileOnce(build, ({ sql }, postgres) => {
    if (postgres) preparePostgresStatement(sql);
  });
  return {
    /** Answers what Kysely's executeQuery would. */
    async run(db: TDb, values: TValues): Promise<QueryResult<TRow>> {
      const { sql, slots } = compile(db);
      const parameters = new Array<unknown>(slots.length);
      for (let i = 0; i < slots.length; i++) {
        const slot = slots[i]!;
        parameters[i] = slot.name === null ? slot.value : boundValue(values, slot.name, 'preparedQuery');
      }
      return execute<TRow>(db, sql, parameters);
    },
    async first(db: TDb, values: TValues): Promise<TRow | undefined> {
      return (await this.run(db, values)).rows[0];
    },
    async all(db: TDb, values: TValues): Promise<TRow[]> {
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
      // Rows of placeholders named `<row>.<column>`; built from the column names, so typed by assertion.
      const placeholderRows = (p: Placeholders<Record<string, unknown>>) =>
        Array.from(
          { length: count },
          (_, row) =>
            Object.fromEntries(columns.map((column) => [column, p[`${row}.${column}`]])) as NewRow<TTable>,
        );
      compile = compileOnce(
        (db, p: Placeholders<Record<string, unknown>>) => db.insertInto(table).values(placeholderRows(p)),
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

  // The last shape used: a caller inserts rows of one shape each time, and comparing its column names (the
  // same strings each time) is cheaper than joining them into the map's key.
  let last: { count: number; columns: string[]; compile: (db: TDb) => TCompiled } | null = null;
  const compiled = (count: number, columns: string[]) => {
    if (last?.count === count && sameColumns(last.columns, columns)) return last.compile;
    last = { count, columns, compile: compilerFor(count, columns) };
    return last.compile;
  };

  const label = `preparedInsert(${table})`;
  return async (db: TDb, rows: readonly Row<TTable>[]): Promise<void> => {
    if (rows.length === 0) return;
    const columns = Object.keys(rows[0] as object);
    const parameters: unknown[] = [];
    for (const row of rows)
      for (const column of columns)
        parameters.push(boundValue(row as Record<string, unknown>, column, label));
    await execute(db, compiled(rows.length, columns)(db).sql, parameters);
  };
}
