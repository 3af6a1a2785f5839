import { MSG, POS_MSG } from '@opentab/shared';
import type { FastifyRequest } from 'fastify';
import type { TAppContext } from '../context.ts';
import type { TDb } from '../db/database.ts';
import { AppError } from '../lib/errors.ts';
import { hashToken } from '../lib/ids.ts';
import { nowIso } from '../lib/time.ts';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
const KEY_PATTERN = /^[\w.:-]{1,100}$/;

export function readIdempotencyKey(request: FastifyRequest): string | undefined {
  const value = request.headers[IDEMPOTENCY_HEADER];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !KEY_PATTERN.test(value))
    throw new AppError('VALIDATION', MSG.invalidRequest);
  return value;
}

type TStoredAnswer<T> = { statusCode: number; body: T; replayed: boolean };

async function findStored<T>(db: TDb, tenantId: string, key: string, requestHash: string) {
  const row = await db
    .selectFrom('idempotency_keys')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('key', '=', key)
    .executeTakeFirst();
  if (!row) return undefined;
  if (row.request_hash !== requestHash)
    throw new AppError('IDEMPOTENCY_MISMATCH', POS_MSG.idempotencyMismatch);
  return { statusCode: row.status_code, body: JSON.parse(row.response_body) as T, replayed: true };
}

/**
 * Runs `work` in one transaction and, when the client sent an Idempotency-Key, stores its answer in the same
 * transaction. A retry with the key gets the stored answer and creates nothing; two racing requests with
 * one key collide on the key's primary key, and the loser answers what the winner stored.
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
  const requestHash = hashToken(JSON.stringify(payload));
  const stored = await findStored<T>(ctx.db, tenantId, key, requestHash);
  if (stored) return stored;
  try {
    const body = await ctx.transactions.run(async (trx) => {
      const answer = await work(trx);
      await trx
        .insertInto('idempotency_keys')
        .values({
          tenant_id: tenantId,
          key,
          request_hash: requestHash,
          status_code: 200,
          response_body: JSON.stringify(answer),
          created_at: nowIso(),
        })
        .execute();
      return answer;
    });
    return { statusCode: 200, body, replayed: false };
  } catch (error) {
    const winner = await findStored<T>(ctx.db, tenantId, key, requestHash);
    if (winner) return winner;
    throw error;
  }
}
