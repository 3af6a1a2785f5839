import { MSG, POS_MSG } from '@opentab/shared';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { TAppContext } from '../context.ts';
import type { TDb } from '../db/database.ts';
import { AppError } from '../lib/errors.ts';
import { hashToken } from '../lib/ids.ts';
import { startPeriodicTask, type TPeriodicTask } from '../lib/periodic-task.ts';
import { isoAfter, MINUTE, nowIso } from '../lib/time.ts';
import * as repo from './idempotency.repo.ts';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
const KEY_PATTERN = /^[\w.:-]{1,100}$/;

/** How long a key replays its answer. After that the key is free again and the sweep deletes its row. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * MINUTE;
const SWEEP_INTERVAL_MS = 60 * MINUTE;
const SWEEP_BATCH_SIZE = 500;

/** Rows created at or before this instant (ISO) have expired. */
export const expiredBefore = () => isoAfter(-IDEMPOTENCY_KEY_TTL_MS);

/** What a stored answer is checked against: the request's path and body. */
export const idempotencyRequestHash = (payload: unknown) => hashToken(JSON.stringify(payload));

/**
 * The Idempotency-Key header of the calls that create orders, as their route schema: validated with the
 * request and listed as a header parameter in the OpenAPI document. Other headers pass through untouched.
 */
export const ZIdempotencyHeaders = z.looseObject({
  [IDEMPOTENCY_HEADER]: z
    .string()
    .regex(KEY_PATTERN, MSG.invalidRequest)
    .optional()
    .describe(
      'Up to 100 letters, digits and . _ : -. A retry with the same key and body within 24 hours answers the ' +
        'first answer again and creates nothing; the same key with another body answers 422.',
    ),
});

export function readIdempotencyKey(request: FastifyRequest): string | undefined {
  const value = request.headers[IDEMPOTENCY_HEADER];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !KEY_PATTERN.test(value))
    throw new AppError('VALIDATION', MSG.invalidRequest);
  return value;
}

export type TStoredAnswer<T> = { statusCode: number; body: T; replayed: boolean };

/** A stored, unexpired answer replayed for a request with this hash; 422 when it was stored for another body. */
export function replayStoredAnswer<T>(
  row: { request_hash: string; status_code: number; response_body: string },
  requestHash: string,
): TStoredAnswer<T> {
  if (row.request_hash !== requestHash)
    throw new AppError('IDEMPOTENCY_MISMATCH', POS_MSG.idempotencyMismatch);
  return { statusCode: row.status_code, body: JSON.parse(row.response_body) as T, replayed: true };
}

/**
 * The answer stored under the key; 'expired' when its row is older than IDEMPOTENCY_KEY_TTL_MS, which counts
 * as absent (whatever body it was stored for) and is replaced by the new answer.
 */
export async function findStoredAnswer<T>(
  db: TDb,
  tenantId: string,
  key: string,
  requestHash: string,
): Promise<TStoredAnswer<T> | 'expired' | undefined> {
  const row = await repo.findIdempotencyKey(db, tenantId, key);
  if (!row) return undefined;
  if (Date.parse(row.created_at) <= Date.now() - IDEMPOTENCY_KEY_TTL_MS) return 'expired';
  return replayStoredAnswer<T>(row, requestHash);
}

/**
 * Runs `work` in one transaction and, when the client sent an Idempotency-Key, stores its answer in the same
 * transaction. A retry with the key within IDEMPOTENCY_KEY_TTL_MS gets the stored answer and creates nothing;
 * two racing requests with one key collide on the key's primary key, and the loser answers what the winner
 * stored. A request whose key has expired runs as new: its transaction first deletes the expired row.
 */
export async function runIdempotent<T>(
  ctx: TAppContext,
  tenantId: string,
  key: string | undefined,
  payload: unknown,
  work: (trx: TDb) => Promise<T>,
): Promise<TStoredAnswer<T>> {
  if (!key) {
    const body = await ctx.transactions.run(work);
    return { statusCode: 200, body, replayed: false };
  }
  const requestHash = idempotencyRequestHash(payload);
  const stored = await findStoredAnswer<T>(ctx.db, tenantId, key, requestHash);
  if (stored && stored !== 'expired') return stored;
  try {
    const body = await ctx.transactions.run(async (trx) => {
      const answer = await work(trx);
      if (stored === 'expired') {
        // Only while still expired: a racing request that stored a new answer meanwhile wins below.
        await repo.deleteIdempotencyKeyIfExpired(trx, { tenantId, key, expiredBefore: expiredBefore() });
      }
      // Only successful answers are stored (a failing unit of work rolls back with its key, so a retry runs
      // again): status_code is always 200.
      await repo.insertIdempotencyKey(trx, {
        tenant_id: tenantId,
        key,
        request_hash: requestHash,
        status_code: 200,
        response_body: JSON.stringify(answer),
        created_at: nowIso(),
      });
      return answer;
    });
    return { statusCode: 200, body, replayed: false };
  } catch (error) {
    const winner = await findStoredAnswer<T>(ctx.db, tenantId, key, requestHash);
    if (winner && winner !== 'expired') return winner;
    throw error;
  }
}

/**
 * Deletes expired keys, at most `batchSize` rows per statement so neither database holds its writer (or row
 * locks) for long; answers how many rows went. `shouldStop` is asked between batches.
 */
export async function sweepExpiredIdempotencyKeys(
  db: TDb,
  options: { batchSize?: number; shouldStop?: () => boolean } = {},
): Promise<number> {
  const batchSize = options.batchSize ?? SWEEP_BATCH_SIZE;
  let deleted = 0;
  for (;;) {
    const n = await repo.deleteExpiredIdempotencyKeys(db, {
      expiredBefore: expiredBefore(),
      limit: batchSize,
    });
    deleted += n;
    if (n < batchSize || options.shouldStop?.()) return deleted;
    await new Promise((resolve) => setImmediate(resolve)); // let requests run between batches
  }
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
