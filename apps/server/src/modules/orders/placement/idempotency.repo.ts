import type { TDb } from '../../../db/database.ts';
import { type Placeholders, preparedInsert, preparedQuery } from '../../../db/prepared.ts';
import type { IdempotencyKeysTable } from '../../../db/schema.ts';

// Every POS send carries a key: these two run once per order, so they are compiled once (db/prepared.ts).
const storedAnswer = preparedQuery((db, p: Placeholders<{ tenantId: string; key: string }>) =>
  db
    .selectFrom('idempotency_keys')
    .select(['request_hash', 'status_code', 'response_body', 'created_at'])
    .where('tenant_id', '=', p.tenantId)
    .where('key', '=', p.key),
);
const insertKeyRows = preparedInsert('idempotency_keys');

export function findIdempotencyKey(db: TDb, tenantId: string, key: string) {
  return storedAnswer.first(db, { tenantId, key });
}

export async function insertIdempotencyKey(db: TDb, row: IdempotencyKeysTable): Promise<void> {
  await insertKeyRows(db, [row]);
}

/** Deletes the key's row only while it is still expired: a racing request that stored anew keeps its row. */
export async function deleteIdempotencyKeyIfExpired(
  db: TDb,
  where: { tenantId: string; key: string; expiredBefore: string },
): Promise<void> {
  await db
    .deleteFrom('idempotency_keys')
    .where('tenant_id', '=', where.tenantId)
    .where('key', '=', where.key)
    .where('created_at', '<=', where.expiredBefore)
    .execute();
}

/** Deletes at most `limit` expired rows in one statement; answers how many went. */
export async function deleteExpiredIdempotencyKeys(
  db: TDb,
  options: { expiredBefore: string; limit: number },
): Promise<number> {
  const result = await db
    .deleteFrom('idempotency_keys')
    .where((eb) =>
      eb(
        eb.refTuple('tenant_id', 'key'),
        'in',
        eb
          .selectFrom('idempotency_keys')
          .select(['tenant_id', 'key'])
          .where('created_at', '<=', options.expiredBefore)
          .limit(options.limit)
          .$asTuple('tenant_id', 'key'),
      ),
    )
    // again here: a key reused (deleted and stored anew) since the subquery picked it stays
    .where('created_at', '<=', options.expiredBefore)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
