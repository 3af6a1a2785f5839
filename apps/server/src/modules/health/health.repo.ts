import { sql } from 'kysely';
import type { TDb } from '../../db/database.ts';

/** Throws when the database does not answer. */
export async function pingDatabase(db: TDb): Promise<void> {
  await sql`select 1`.execute(db);
}
