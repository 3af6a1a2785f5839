import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type TDb } from './database.ts';
import { migrateToLatest } from './migrate.ts';
import { down as dropCustomerHistoryIdx } from './migrations/0005_customer_history_idx.ts';

let db: TDb;
beforeAll(async () => {
  db = createDatabase({ sqliteFile: ':memory:' });
});
afterAll(async () => {
  await db.destroy();
});

const customerHistoryIndexes = async () =>
  (
    await sql<{
      name: string;
    }>`select name from sqlite_master where type = 'index' and name like '%customer_history_idx' order by name`.execute(
      db,
    )
  ).rows.map((row) => row.name);

describe('migrateToLatest', () => {
  it('runs a migration numbered below one the database already ran (issue 13 lands 0005-0009 in any order)', async () => {
    await migrateToLatest(db);
    // A database migrated before 0005 landed: it ran 0007 and 0009 but not 0005.
    await dropCustomerHistoryIdx(db as never);
    await sql`delete from opentab_migrations where name = '0005_customer_history_idx'`.execute(db);
    expect(await customerHistoryIndexes()).toEqual([]);

    await migrateToLatest(db);
    expect(await customerHistoryIndexes()).toEqual([
      'invoices_customer_history_idx',
      'qr_orders_customer_history_idx',
      'reservations_customer_history_idx',
    ]);
  });
});
