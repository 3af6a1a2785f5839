import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import type { TBatchResult } from '../lib/keyed-batches.ts';
import { directSqliteStatement, sqliteWriterInTransaction, type TDb } from './database.ts';
import { isPostgres } from './dialect.ts';

/** Runs a unit of work in a transaction; what it answers is committed (durable) when the promise settles. */
export interface TransactionRunner {
  run<T>(work: (trx: TDb) => Promise<T>): Promise<T>;
  /**
   * A unit of work that is a single statement, so its own transaction on PostgreSQL (no BEGIN, no COMMIT
   * round trip), on one pool connection; on SQLite the same as run().
   */
  runStatement<T>(work: (db: TDb) => Promise<T>): Promise<T>;
  /** units waiting for the next group commit (SQLite; always 0 on PostgreSQL, which queues in its pool) */
  queueDepth(): number;
}

export type TTransactionRunnerOptions = {
  /** seconds from run() to the start of the unit's transaction, for the metrics */
  onWait?: (seconds: number) => void;
};

type TJob = {
  queuedAt: number;
  work: (trx: TDb) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
};

const MAX_BATCH = 200;

/**
 * Runs `work` in a SAVEPOINT of the SQLite writer's transaction: when it fails, what it wrote rolls back alone
 * and the error is its own result. If SQLite itself ended the whole transaction (an I/O error, a full disk),
 * the error is thrown: nothing of the transaction is left to keep.
 */
export async function runInSavepoint<T>(
  trx: TDb,
  name: string,
  work: () => Promise<T>,
): Promise<TBatchResult<T>> {
  const exec = (text: string) => directSqliteStatement(trx, text)?.run() ?? sql.raw(text).execute(trx);
  await exec(`savepoint ${name}`);
  try {
    const value = await work();
    await exec(`release savepoint ${name}`);
    return { ok: true, value };
  } catch (error) {
    // database.ts keeps the ROLLBACK after such an error from replacing it
    if (!sqliteWriterInTransaction(trx)) throw error;
    await exec(`rollback to savepoint ${name}`);
    await exec(`release savepoint ${name}`);
    return { ok: false, error };
  }
}

/**
 * Group commit for SQLite. With synchronous=FULL every COMMIT waits for an fsync (~3 ms here), and SQLite has
 * one writer, so one transaction per order caps the store at a few hundred orders a second. Work that
 * arrives while a transaction is running is queued; the next transaction runs the whole queue, each unit
 * inside its own SAVEPOINT (a failing unit rolls back alone and gets its own error), and one COMMIT makes
 * them all durable. No unit is acknowledged before that commit.
 *
 * PostgreSQL runs concurrent transactions and groups commits itself, so there each unit is simply its own
 * transaction.
 */
export function createTransactionRunner(
  db: TDb,
  { onWait }: TTransactionRunnerOptions = {},
): TransactionRunner {
  const waited = (since: number) => onWait?.((performance.now() - since) / 1000);
  if (isPostgres(db)) {
    return {
      run: (work) => {
        const queuedAt = performance.now();
        return db.transaction().execute((trx) => {
          waited(queuedAt);
          return work(trx);
        });
      },
      runStatement: (work) => {
        const queuedAt = performance.now();
        return db.connection().execute((connection) => {
          waited(queuedAt);
          return work(connection);
        });
      },
      queueDepth: () => 0,
    };
  }

  const queue: TJob[] = [];
  let draining = false;

  async function runBatch(batch: TJob[]): Promise<void> {
    const outcomes: TBatchResult<unknown>[] = [];
    try {
      await db.transaction().execute(async (trx) => {
        for (const job of batch) waited(job.queuedAt);
        // SQLite itself ending the whole transaction throws here: every unit of the batch is told that error
        for (const job of batch) outcomes.push(await runInSavepoint(trx, 'unit', () => job.work(trx)));
      });
    } catch (error) {
      for (const job of batch) job.reject(error);
      return;
    }
    batch.forEach((job, i) => {
      const outcome = outcomes[i]!;
      if (outcome.ok) job.resolve(outcome.value);
      else job.reject(outcome.error);
    });
  }

  // Before each transaction, let the event loop run once (setImmediate): requests that arrived meanwhile
  // get to queue their work, so one commit carries many of them.
  const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

  async function drain(): Promise<void> {
    draining = true;
    try {
      await nextTurn();
      while (queue.length > 0) {
        await runBatch(queue.splice(0, MAX_BATCH));
        await nextTurn();
      }
    } finally {
      draining = false;
    }
  }

  function run<T>(work: (trx: TDb) => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const queuedAt = performance.now();
      queue.push({ queuedAt, work, resolve: resolve as (value: unknown) => void, reject });
      if (!draining) void drain();
    });
  }

  return {
    run,
    runStatement: run,
    queueDepth: () => queue.length,
  };
}
