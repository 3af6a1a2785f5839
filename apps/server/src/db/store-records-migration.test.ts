import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../lib/ids.ts';
import { createTestApp, signUpTenant, type TTestApp } from '../test/harness.ts';
import { down, up } from './migrations/0016_store_records.ts';

/*
 * Migration 0016 on a database written before it (both databases: `npm test` and `npm run test:pg`): the cash
 * flag and the default payment type chosen for existing stores, and the existing invoices numbered.
 */

let t: TTestApp;
let bistro: string;
let noCash: string;
let empty: string;
const before = (minutes: number) => new Date(Date.UTC(2026, 0, 1) - minutes * 60_000).toISOString();

beforeAll(async () => {
  t = await createTestApp();
  bistro = (await signUpTenant(t.app, 'Old Bistro')).tenantId;
  noCash = (await signUpTenant(t.app, 'Card Only')).tenantId;
  empty = (await signUpTenant(t.app, 'Nothing Yet')).tenantId;
  const db = t.db as unknown as Kysely<unknown>;
  await down(db);
  await sql`delete from payment_types`.execute(db);
  const addType = (tenantId: string, title: string, { active = 1, age = 0 } = {}) =>
    sql`insert into payment_types (id, tenant_id, title, is_active, created_at, updated_at)
        values (${newId()}, ${tenantId}, ${title}, ${active}, ${before(age)}, ${before(age)})`.execute(db);
  await addType(bistro, 'Card', { age: 30 });
  await addType(bistro, 'Cash drawer', { active: 0, age: 20 });
  await addType(bistro, 'CASH', { age: 10 });
  await addType(bistro, 'Cashless wallet', { age: 40 });
  await addType(noCash, 'Voucher', { active: 0, age: 30 });
  await addType(noCash, 'UPI', { age: 20 });
  await addType(noCash, 'Card', { age: 10 });
  const addInvoice = (tenantId: string, id: string, age: number) =>
    sql`insert into invoices (id, tenant_id, sub_total, tax_total, total, customer_type, created_at)
        values (${id}, ${tenantId}, 100, 0, 100, 'WALKIN', ${before(age)})`.execute(db);
  // written out of order: the numbers follow the time they were written
  await addInvoice(bistro, 'b-second', 20);
  await addInvoice(bistro, 'b-first', 30);
  await addInvoice(bistro, 'b-third', 10);
  await addInvoice(noCash, 'n-first', 5);
  await up(db);
});
afterAll(async () => {
  await t.close();
});

describe('migration 0016 (issue 22)', () => {
  it('flags the types titled like "Cash" as cash, and makes an active cash type the default', async () => {
    const types = await t.db
      .selectFrom('payment_types')
      .select(['tenant_id', 'id', 'title', 'is_cash'])
      .orderBy('title')
      .execute();
    const cash = (title: string) => types.find((type) => type.title === title);
    expect(types.filter((type) => type.is_cash === 1).map((type) => type.title)).toEqual([
      'CASH',
      'Cash drawer',
    ]);
    const defaults = await t.db
      .selectFrom('store_settings')
      .select(['tenant_id', 'default_payment_type_id', 'invoice_prefix'])
      .execute();
    const defaultOf = (tenantId: string) => defaults.find((row) => row.tenant_id === tenantId);
    // the active cash type, not the older card nor the inactive cash drawer
    expect(defaultOf(bistro)).toEqual({
      tenant_id: bistro,
      default_payment_type_id: cash('CASH')?.id,
      invoice_prefix: '',
    });
    // no cash type: the oldest active one; no type at all: none
    expect(defaultOf(noCash)?.default_payment_type_id).toBe(cash('UPI')?.id);
    expect(defaultOf(empty)?.default_payment_type_id).toBeNull();
  });

  it("numbers each store's invoices 1..n in the order they were written, and its counter goes on from n", async () => {
    const invoices = await t.db
      .selectFrom('invoices')
      .select(['id', 'invoice_no', 'invoice_prefix'])
      .orderBy('id')
      .execute();
    expect(invoices).toEqual([
      { id: 'b-first', invoice_no: 1, invoice_prefix: '' },
      { id: 'b-second', invoice_no: 2, invoice_prefix: '' },
      { id: 'b-third', invoice_no: 3, invoice_prefix: '' },
      { id: 'n-first', invoice_no: 1, invoice_prefix: '' },
    ]);
    const counters = await t.db.selectFrom('invoice_counters').selectAll().orderBy('last_no').execute();
    expect(counters).toEqual([
      { tenant_id: noCash, last_no: 1 },
      { tenant_id: bistro, last_no: 3 },
    ]);
  });
});
