import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../lib/ids.ts';
import { createTestApp, signUpTenant, type TTestApp } from '../test/harness.ts';
import { createDatabase } from './database.ts';
import { migrateToLatest } from './migrate.ts';
import { type Placeholders, preparedInsert, preparedQuery } from './prepared.ts';

let t: TTestApp;
let tenantId: string;

beforeAll(async () => {
  t = await createTestApp();
  tenantId = (await signUpTenant(t.app, 'Prepared Place')).tenantId;
});
afterAll(async () => {
  await t.close();
});

const now = new Date().toISOString();
const tableRow = (title: string, seats: number) => ({
  id: newId(),
  tenant_id: tenantId,
  title,
  floor: 'Main',
  seating_capacity: seats,
  public_id: newId(),
  created_at: now,
  updated_at: now,
});

const insertTables = preparedInsert('store_tables');
// A constant (the floor) stays bound as written; only the named placeholders change per run.
const tablesWithAtLeast = preparedQuery((db, p: Placeholders<{ tenantId: string; seats: number }>) =>
  db
    .selectFrom('store_tables')
    .select(['title', 'seating_capacity'])
    .where('tenant_id', '=', p.tenantId)
    .where('floor', '=', 'Main')
    .where('seating_capacity', '>=', p.seats)
    .orderBy('seating_capacity'),
);

describe('preparedQuery and preparedInsert', () => {
  it('bind each run’s values into the once-compiled SQL, outside and inside a transaction', async () => {
    await insertTables(t.db, [tableRow('A', 2), tableRow('B', 4), tableRow('C', 8)]);
    await insertTables(t.db, [tableRow('D', 6)]);
    expect((await tablesWithAtLeast.all(t.db, { tenantId, seats: 5 })).map((r) => r.title)).toEqual([
      'D',
      'C',
    ]);
    expect(await tablesWithAtLeast.first(t.db, { tenantId, seats: 9 })).toBeUndefined();

    const inside = await t.db.transaction().execute(async (trx) => {
      await insertTables(trx, [tableRow('E', 10)]);
      return tablesWithAtLeast.all(trx, { tenantId, seats: 8 });
    });
    expect(inside.map((r) => r.title)).toEqual(['C', 'E']);
  });

  it('roll back with their transaction', async () => {
    await expect(
      t.db.transaction().execute(async (trx) => {
        await insertTables(trx, [tableRow('Ghost', 99)]);
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect(await tablesWithAtLeast.first(t.db, { tenantId, seats: 99 })).toBeUndefined();
  });
});

describe('preparedQuery guards', () => {
  it('refuses a placeholder spliced into the SQL text instead of bound', async () => {
    const spliced = preparedQuery((db, p: Placeholders<{ title: string }>) =>
      db.selectFrom('store_tables').select('id').where(sql.ref('title'), '=', sql.lit(p.title)),
    );
    await expect(spliced.all(t.db, { title: 'A' })).rejects.toThrow('placeholder ended up in the SQL text');
  });

  it('refuses a run without a placeholder’s value instead of binding NULL', async () => {
    // seating_capacity >= NULL would quietly answer no table at all
    const withoutSeats = { tenantId } as { tenantId: string; seats: number };
    await expect(tablesWithAtLeast.all(t.db, withoutSeats)).rejects.toThrow(
      'preparedQuery: no value for the placeholder "seats"',
    );
    await expect(
      tablesWithAtLeast.all(t.db, { tenantId, seats: null as unknown as number }),
    ).resolves.toEqual([]);
  });

  it('refuses a row without one of the first row’s columns, inserting none of them', async () => {
    const { floor: _, ...withoutFloor } = tableRow('Floorless', 3);
    await expect(
      insertTables(t.db, [tableRow('Before floorless', 3), withoutFloor as ReturnType<typeof tableRow>]),
    ).rejects.toThrow('preparedInsert(store_tables): no value for the placeholder "floor"');
    const titles = await t.db
      .selectFrom('store_tables')
      .select('title')
      .where('tenant_id', '=', tenantId)
      .execute();
    expect(titles.map((row) => row.title)).not.toContain('Before floorless');
  });
});

describe('reads outside a transaction on a SQLite file', () => {
  it('see only committed rows, also while the writer is inside a transaction', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'opentab-prepared-'));
    const db = createDatabase({ sqliteFile: path.join(dir, 'db.sqlite') });
    try {
      await migrateToLatest(db);
      const tenantByName = preparedQuery((d, p: Placeholders<{ name: string }>) =>
        d.selectFrom('tenants').select('id').where('name', '=', p.name),
      );
      const tenant = (name: string) => ({
        id: newId(),
        name,
        email: `${name}@example.com`,
        is_active: 1,
        catalog_version: 0,
        subscription_start: null,
        subscription_end: null,
        access_until: null,
        created_at: now,
        updated_at: now,
      });
      const insertTenants = preparedInsert('tenants');
      await db.transaction().execute(async (trx) => {
        await insertTenants(trx, [tenant('pending')]);
        expect(await tenantByName.first(trx, { name: 'pending' })).toBeDefined();
        // the writer is mid-transaction: this read goes to the reader connection, which cannot see it yet
        expect(await tenantByName.first(db, { name: 'pending' })).toBeUndefined();
      });
      expect(await tenantByName.first(db, { name: 'pending' })).toBeDefined();

      // The reader maps the file (database.ts): it still reads the writer's latest commits once a checkpoint has
      // moved them into the file, and the pages the file grew by after it was mapped.
      const many = Array.from({ length: 2000 }, (_, i) => tenant(`grown-${i}-${'x'.repeat(200)}`));
      await db.transaction().execute((trx) => insertTenants(trx, many));
      await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db);
      await db.transaction().execute(async (trx) => {
        await insertTenants(trx, [tenant('pending again')]);
        // on the reader again, the writer being mid-transaction
        const last = many.at(-1) as ReturnType<typeof tenant>;
        expect(await tenantByName.first(db, { name: last.name })).toEqual({ id: last.id });
        expect(await tenantByName.first(db, { name: 'pending again' })).toBeUndefined();
      });
    } finally {
      await db.destroy();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
