import { sql } from 'kysely';
import type { TDb } from '../db/database.ts';

/** PostgreSQL: resolves once a statement of this database waits for a lock (a race test's held transaction). */
export async function someoneWaitsForALock(db: TDb): Promise<void> {
  for (;;) {
    const { rows } = await sql<{ n: string }>`
      select count(*) as n from pg_stat_activity
      where datname = current_database() and wait_event_type = 'Lock'`.execute(db);
    if (Number(rows[0]?.n) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
