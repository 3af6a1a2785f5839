import { sql } from 'kysely';
import type { TDb } from '../../../db/database.ts';
import { type Placeholders, preparedQuery } from '../../../db/prepared.ts';

/**
 * The next token of the tenant's business day, inside the caller's transaction. One upsert on the
 * (tenant, day) counter row: the first order of a day inserts 1, later ones increment under the row lock
 * (PostgreSQL) or the single writer (SQLite). A rolled-back order rolls its increment back, so tokens have
 * no gaps and no duplicates; orders' unique (tenant, day, token) backs this up.
 */
const nextToken = preparedQuery((db, p: Placeholders<{ tenantId: string; day: string }>) =>
  db
    .insertInto('daily_token_counters')
    .values({ tenant_id: p.tenantId, day: p.day, last_token: 1 })
    .onConflict((oc) =>
      oc.columns(['tenant_id', 'day']).doUpdateSet({ last_token: sql`daily_token_counters.last_token + 1` }),
    )
    .returning('last_token'),
);

export async function allocateToken(trx: TDb, tenantId: string, day: string): Promise<number> {
  const row = await nextToken.first(trx, { tenantId, day });
  if (!row) throw new Error('the token counter answered no row');
  return Number(row.last_token);
}
