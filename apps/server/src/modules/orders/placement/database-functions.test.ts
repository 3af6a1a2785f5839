import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/harness.ts';
import {
  findInstalledSource,
  installOrderDatabaseFunctions,
  orderDatabaseFunctions,
} from './database-functions.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe.runIf(process.env.TEST_DATABASE_URL)('the order module’s database functions (PostgreSQL)', () => {
  it('are installed exactly as place-orders.sql and the rollup statements write them', async () => {
    const file = readFileSync(new URL('./place-orders.sql', import.meta.url), 'utf8');
    const fileBody = file.slice(file.indexOf('$$') + 2, file.lastIndexOf('$$'));
    expect(await findInstalledSource(t.db, 'opentab_place_orders')).toBe(fileBody);
    for (const fn of orderDatabaseFunctions(t.db)) {
      expect(await findInstalledSource(t.db, fn.name), fn.name).toBe(fn.source);
    }
  });

  it('replace a function whose installed text differs from the code at the next start', async () => {
    await sql
      .raw(`create or replace function opentab_record_orders_sales(p_tenant_ids text[], p_order_ids text[])
        returns boolean language plpgsql as $$ begin return false; end $$`)
      .execute(t.db);
    const [recordSales] = orderDatabaseFunctions(t.db);
    expect(await findInstalledSource(t.db, 'opentab_record_orders_sales')).not.toBe(recordSales?.source);
    await installOrderDatabaseFunctions(t.db);
    expect(await findInstalledSource(t.db, 'opentab_record_orders_sales')).toBe(recordSales?.source);
  });
});

describe('the order module’s database functions', () => {
  it('are written between $$ quotes in place-orders.sql, which replaces what is installed', () => {
    const file = readFileSync(new URL('./place-orders.sql', import.meta.url), 'utf8');
    expect(file).toMatch(/create or replace function opentab_place_orders\(p_orders jsonb\)/);
    expect(file.split('$$')).toHaveLength(3);
  });
});
