import type { TDb } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { installOrderDatabaseFunctions } from './modules/orders/placement/database-functions.ts';

/**
 * A database made ready for the app: the migrations (frozen history), then what live code keeps in the
 * database itself (PostgreSQL's order functions). Every process that serves or writes orders starts here: the
 * server's startup, the test harness, the benches.
 */
export async function prepareDatabase(db: TDb): Promise<void> {
  await migrateToLatest(db);
  await installOrderDatabaseFunctions(db);
}
