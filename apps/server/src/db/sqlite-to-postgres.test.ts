import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { newId } from '../lib/ids.ts';
import { newDemoPasswords, seedDemo } from '../scripts/seed-demo.ts';
import { TEST_ORIGIN, TestClient } from '../test/harness.ts';
import { createDatabase, type TDb } from './database.ts';
import { migrateToLatest } from './migrate.ts';
import { copySqliteToPostgres, MigrationRefused } from './sqlite-to-postgres.ts';

const adminUrl = process.env.TEST_DATABASE_URL;

/** Every row of a table, in an order that does not depend on the database. */
async function rowsOf(db: TDb, table: string) {
  const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db);
  return rows.map((row) => JSON.stringify(row, Object.keys(row).sort())).sort();
}

/** A demo store on SQLite, served by a real app, that takes orders (some paid) and a customer. */
async function sqliteStoreWithOrders(dataDir: string) {
  const config = loadConfig({
    DATA_DIR: dataDir,
    SESSION_SECRET: 'migrate-secret-migrate-secret-migrate-01',
    PUBLIC_URL: TEST_ORIGIN,
    LOG_LEVEL: 'silent',
  });
  const db = createDatabase({ sqliteFile: config.sqliteFile });
  await migrateToLatest(db);
  const passwords = newDemoPasswords();
  await seedDemo(db, passwords);
  const app = await buildApp({ config, db, logger: false, webDist: path.join(dataDir, 'no-web') });
  const client = new TestClient(app);
  const signin = await client.post<{ user: { tenantId: string } }>('/api/v1/auth/signin', {
    username: 'demo@opentab.app',
    password: passwords.admin,
  });
  const tenantId = signin.body.user.tenantId;
  const items = await db.selectFrom('menu_items').select('id').where('tenant_id', '=', tenantId).execute();
  const cash = await db
    .selectFrom('payment_types')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .executeTakeFirstOrThrow();
  const customer = await client.post('/api/v1/customers/add', { phone: '+1 555 0100', name: 'Ada Regular' });
  if (customer.status !== 200) throw new Error(JSON.stringify(customer.body));
  for (let i = 0; i < 30; i++) {
    const cart = [
      {
        id: items[i % items.length]!.id,
        quantity: 1 + (i % 3),
        notes: i % 4 === 0 ? 'no onions' : undefined,
      },
      { id: items[(i + 1) % items.length]!.id, quantity: 1 },
    ];
    const paid = i % 3 === 0;
    const res = await client.post(
      paid ? '/api/v1/pos/create-order-and-invoice' : '/api/v1/pos/create-order',
      {
        cart,
        deliveryType: 'takeaway',
        customerType: i % 5 === 0 ? 'CUSTOMER' : 'WALKIN',
        ...(i % 5 === 0 ? { customerId: '+1 555 0100' } : {}),
        ...(paid ? { paymentTypeId: cash.id } : {}),
      },
      { 'idempotency-key': `migrate-${i}` },
    );
    if (res.status !== 200) throw new Error(JSON.stringify(res.body));
  }
  // an amount past 2^31, to see money arrive as bigint
  await db
    .updateTable('menu_items')
    .set({ price: 3_000_000_000_123 })
    .where('id', '=', items[0]!.id)
    .execute();
  await app.close();
  await db.destroy();
  return { config, passwords, tenantId };
}

describe.skipIf(!adminUrl)('copySqliteToPostgres (npm run migrate:sqlite-to-pg)', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'opentab-migrate-'));
  const name = `opentab_t_${newId()
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')}`;
  let targetUrl: string;
  let store: Awaited<ReturnType<typeof sqliteStoreWithOrders>>;
  let source: TDb;
  let target: TDb;

  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    store = await sqliteStoreWithOrders(dataDir);
    await admin(`CREATE DATABASE ${name}`);
    const url = new URL(adminUrl as string);
    url.pathname = `/${name}`;
    targetUrl = url.toString();
  }, 120_000);

  afterAll(async () => {
    await source?.destroy();
    await target?.destroy();
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('copies every table into a fresh database with the same ids and values, and the counts match', async () => {
    const copies = await copySqliteToPostgres({
      sqliteFile: store.config.sqliteFile,
      databaseUrl: targetUrl,
      batchRows: 7,
    });
    source = createDatabase({ sqliteFile: store.config.sqliteFile });
    target = createDatabase({ databaseUrl: targetUrl, sqliteFile: '' });
    const tables = copies.map((c) => c.table);
    // parents before children
    expect(tables.indexOf('tenants')).toBeLessThan(tables.indexOf('orders'));
    expect(tables.indexOf('orders')).toBeLessThan(tables.indexOf('order_items'));
    expect(tables.indexOf('invoices')).toBeLessThan(tables.indexOf('orders'));
    expect(copies.find((c) => c.table === 'orders')?.rows).toBe(30);
    expect(copies.find((c) => c.table === 'invoices')?.rows).toBe(10);
    expect(copies.find((c) => c.table === 'order_items')?.rows).toBe(60);
    for (const { table, rows } of copies) {
      const sourceRows = await rowsOf(source, table);
      expect(sourceRows.length, table).toBe(rows);
      // every value as the app reads it: ids, timestamps, money (one past 2^31), 0/1 flags, JSON text
      expect(await rowsOf(target, table), table).toEqual(sourceRows);
    }
  });

  it('keeps the catalog version and the token counters, so the store carries on where it was', async () => {
    const tenant = async (db: TDb) =>
      db.selectFrom('tenants').selectAll().where('id', '=', store.tenantId).executeTakeFirstOrThrow();
    expect(await tenant(target)).toEqual(await tenant(source));

    const config = { ...store.config, databaseUrl: targetUrl };
    const app = await buildApp({ config, db: target, logger: false, webDist: path.join(dataDir, 'no-web') });
    try {
      const client = new TestClient(app);
      const signin = await client.post('/api/v1/auth/signin', {
        username: 'demo@opentab.app',
        password: store.passwords.admin,
      });
      expect(signin.status).toBe(200);
      const item = await target
        .selectFrom('menu_items')
        .select('id')
        .where('tenant_id', '=', store.tenantId)
        .where('price', '<', 1_000_000)
        .executeTakeFirstOrThrow();
      const order = await client.post('/api/v1/pos/create-order', {
        cart: [{ id: item.id, quantity: 1 }],
        deliveryType: 'takeaway',
        customerType: 'WALKIN',
      });
      expect(order.status).toBe(200);
      expect(order.body.tokenNo).toBe(31);
      // a replayed key from before the move answers the stored order, not a new one
      const replay = await client.post(
        '/api/v1/pos/create-order',
        { cart: [{ id: item.id, quantity: 1 }], deliveryType: 'takeaway', customerType: 'WALKIN' },
        { 'idempotency-key': 'migrate-1' },
      );
      expect(replay.status).toBe(422);
    } finally {
      await app.close();
    }
  });

  it('refuses a target that is not empty, and changes nothing in it', async () => {
    const before = await rowsOf(target, 'orders');
    await expect(
      copySqliteToPostgres({ sqliteFile: store.config.sqliteFile, databaseUrl: targetUrl }),
    ).rejects.toThrow(MigrationRefused);
    await expect(
      copySqliteToPostgres({ sqliteFile: store.config.sqliteFile, databaseUrl: targetUrl }),
    ).rejects.toThrow(/not empty/);
    expect(await rowsOf(target, 'orders')).toEqual(before);
  });
});
