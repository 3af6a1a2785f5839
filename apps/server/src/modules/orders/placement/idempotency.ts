import { POS_MSG } from '@opentab/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { TAppContext } from '../../../context.ts';
import type { TDb } from '../../../db/database.ts';
import { deleteInBatches } from '../../../lib/batched-delete.ts';
import { AppError } from '../../../lib/errors.ts';
import { hashToken } from '../../../lib/ids.ts';
import { startPeriodicTask, type TPeriodicTask } from '../../../lib/periodic-task.ts';
import { isoAfter, MINUTE, nowIso } from '../../../lib/time.ts';
import * as repo from './idempotency.repo.ts';

/*
 * What an Idempotency-Key does for the calls that place something (orders, QR orders): the answer of the first
 * request is stored with what it wrote, in the same transaction, and a retry within 24 hours gets that answer
 * and writes nothing. Routes read the header (plugins/idempotency.ts) and pass the key here as a plain string.
 */

/** How long a key replays its answer. After that the key is free again and the sweep deletes its row. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * MINUTE;
const SWEEP_INTERVAL_MS = 60 * MINUTE;
const SWEEP_BATCH_SIZE = 500;

/** Rows created at or before this instant (ISO) have expired. */
export const expiredBefore = () => isoAfter(-IDEMPOTENCY_KEY_TTL_MS);

/** What a stored answer is checked against: the request's path and body. */
export const idempotencyRequestHash = (payload: unknown) => hashToken(JSON.stringify(payload));

export type TStoredAnswer<T> = { statusCode: number; body: T; replayed: boolean };

/** A stored row as both writers read it back. */
export type TStoredKeyRow = { request_hash: string; status_code: number; response_body: string };

/** A stored, unexpired answer replayed for a request with this hash; 422 when it was stored for another body. */
export function replayStoredAnswer<T>(row: TStoredKeyRow, requestHash: string): TStoredAnswer<T> {
  if (row.request_hash !== requestHash)
    throw new AppError('IDEMPOTENCY_MISMATCH', POS_MSG.idempotencyMismatch);
  return { statusCode: row.status_code, body: JSON.parse(row.response_body) as T, replayed: true };
}

/** Whether a stored key's row is still within its lifetime. */
export const isUnexpired = (createdAt: string) => Date.parse(createdAt) > Date.now() - IDEMPOTENCY_KEY_TTL_MS;

/** The key as a request brings it: the key itself and the hash of the request it was sent with. */
export type TIdempotencyKey = { key: string; requestHash: string };

/**
 * The answer stored under the key; 'expired' when its row is older than IDEMPOTENCY_KEY_TTL_MS, which counts
 * as absent (whatever body it was stored for) and is replaced by the new answer.
 */
export async function findStoredAnswer<T>(
  db: TDb,
  tenantId: string,
  { key, requestHash }: TIdempotencyKey,
): Promise<TStoredAnswer<T> | 'expired' | undefined> {
  const row = await repo.findIdempotencyKey(db, tenantId, key);
  if (!row) return undefined;
  if (!isUnexpired(row.created_at)) return 'expired';
  return replayStoredAnswer<T>(row, requestHash);
}

type TRunIdempotentOptions = {
  tenantId: string;
  /** the request's Idempotency-Key, when it sent one */
  key: string | undefined;
  /** what the stored answer is checked against (the path and the body) */
  payload: unknown;
};

/**
 * Runs `work` in one transaction and, when the client sent an Idempotency-Key, stores its answer in the same
 * transaction. A retry with the key within IDEMPOTENCY_KEY_TTL_MS gets the stored answer and creates nothing;
 * two racing requests with one key collide on the key's primary key, and the loser answers what the winner
 * stored. A request whose key has expired runs as new: its transaction first deletes the expired row.
 * (Orders go through their writers instead, which do the same inside the order's own write: order-writer.ts.)
 */
export async function runIdempotent<T>(
  ctx: TAppContext,
  { tenantId, key, payload }: TRunIdempotentOptions,
  work: (trx: TDb) => Promise<T>,
): Promise<TStoredAnswer<T>> {
  if (!key) {
    const body = await ctx.transactions.run(work);
    return { statusCode: 200, body, replayed: false };
  }
  const request = { key, requestHash: idempotencyRequestHash(payload) };
  const stored = await findStoredAnswer<T>(ctx.db, tenantId, request);
  if (stored && stored !== 'expired') return stored;
  try {
    const body = await ctx.transactions.run(async (trx) => {
      const answer = await work(trx);
      await storeAnswer(trx, { tenantId, ...request, answer, replacesExpired: stored === 'expired' });
      return answer;
    });
    return { statusCode: 200, body, replayed: false };
  } catch (error) {
    const winner = await findStoredAnswer<T>(ctx.db, tenantId, request);
    if (winner && winner !== 'expired') return winner;
    throw error;
  }
}

/**
 * Stores a successful answer under its key, inside the transaction that wrote what it answers (a failing write
 * rolls back with its key, so a retry runs again: status_code is always 200). An expired row under the key is
 * deleted first, only while still expired: a racing request that stored a new answer meanwhile wins on the
 * key's primary key.
 */
export async function storeAnswer(
  trx: TDb,
  stored: TIdempotencyKey & { tenantId: string; answer: unknown; replacesExpired: boolean },
): Promise<void> {
  const { tenantId, key } = stored;
  if (stored.replacesExpired)
    await repo.deleteIdempotencyKeyIfExpired(trx, { tenantId, key, expiredBefore: expiredBefore() });
  await repo.insertIdempotencyKey(trx, {
    tenant_id: tenantId,
    key,
    request_hash: stored.requestHash,
    status_code: 200,
    response_body: JSON.stringify(stored.answer),
    created_at: nowIso(),
  });
}

/** Deletes expired keys in batches (lib/batched-delete.ts); answers how many rows went. */
export function sweepExpiredIdempotencyKeys(
  db: TDb,
  options: { batchSize?: number; shouldStop?: () => boolean } = {},
): Promise<number> {
  return deleteInBatches(
    (limit) => repo.deleteExpiredIdempotencyKeys(db, { expiredBefore: expiredBefore(), limit }),
    { batchSize: options.batchSize ?? SWEEP_BATCH_SIZE, shouldStop: options.shouldStop },
  );
}

/** Sweeps expired keys every `intervalMs` (hourly) without keeping the process alive; stop() waits for a sweep. */
export function startIdempotencySweeper(
  db: TDb,
  log: FastifyBaseLogger,
  intervalMs = SWEEP_INTERVAL_MS,
): TPeriodicTask {
  return startPeriodicTask({
    name: 'idempotency key sweep',
    intervalMs,
    log,
    run: async (isStopping) => {
      const deleted = await sweepExpiredIdempotencyKeys(db, { shouldStop: isStopping });
      if (deleted > 0) log.debug({ deleted }, 'expired idempotency keys deleted');
    },
  });
}
