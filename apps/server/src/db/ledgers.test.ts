import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../lib/ids.ts';
import { createTestApp, signUpTenant, type TTestApp } from '../test/harness.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const now = () => new Date().toISOString();

async function stockItem(tenantId: string) {
  const id = newId();
  await t.db
    .insertInto('stock_items')
    .values({ id, tenant_id: tenantId, title: 'Oat milk', unit: 'ml', created_at: now(), updated_at: now() })
    .execute();
  return id;
}

async function move(tenantId: string, stockItemId: string, quantity: number) {
  const id = newId();
  await t.db
    .insertInto('stock_movements')
    .values({
      id,
      tenant_id: tenantId,
      stock_item_id: stockItemId,
      type: quantity < 0 ? 'OUT' : 'IN',
      quantity,
      created_at: now(),
    })
    .execute();
  return id;
}

const onHand = async (id: string) =>
  (await t.db.selectFrom('stock_items').select('on_hand').where('id', '=', id).executeTakeFirstOrThrow())
    .on_hand;

describe('ledgers the database keeps summed (issue 27)', () => {
  it("keeps a stock item's on_hand the sum of its movements, and the movements unchangeable", async () => {
    const shop = await signUpTenant(t.app, 'Ledger Cafe');
    const milk = await stockItem(shop.tenantId);
    const first = await move(shop.tenantId, milk, 5000);
    await Promise.all([1, 2, 3, 4, 5].map(() => move(shop.tenantId, milk, -250)));
    expect(await onHand(milk)).toBe(3750);

    await expect(
      t.db.updateTable('stock_movements').set({ quantity: 1 }).where('id', '=', first).execute(),
    ).rejects.toThrow(/stock_movements entries cannot be changed or deleted/);
    await expect(t.db.deleteFrom('stock_movements').where('id', '=', first).execute()).rejects.toThrow(
      /stock_movements entries cannot be changed or deleted/,
    );
    expect(await onHand(milk)).toBe(3750);

    // the operator deletes the whole store: its stock and movements go with it
    await t.db.deleteFrom('tenants').where('id', '=', shop.tenantId).execute();
    const left = await t.db
      .selectFrom('stock_movements')
      .select('id')
      .where('tenant_id', '=', shop.tenantId)
      .execute();
    expect(left).toEqual([]);
  });

  it("keeps a member's points the sum of the ledger and refuses an entry that takes them below zero", async () => {
    const shop = await signUpTenant(t.app, 'Points Cafe');
    const customerId = newId();
    await t.db
      .insertInto('customers')
      .values({
        id: customerId,
        tenant_id: shop.tenantId,
        phone: '5550100',
        name: 'Ana',
        email: null,
        birth_date: null,
        gender: null,
        created_at: now(),
        updated_at: now(),
      })
      .execute();
    const entry = (points: number) =>
      t.db
        .insertInto('member_points')
        .values({
          id: newId(),
          tenant_id: shop.tenantId,
          customer_id: customerId,
          kind: points < 0 ? 'redeem' : 'earn',
          points,
          created_at: now(),
        })
        .execute();
    await entry(120);
    await entry(-100);
    await expect(entry(-21)).rejects.toThrow(/member points cannot go below zero/);
    const points = async () =>
      (
        await t.db
          .selectFrom('customers')
          .select('points')
          .where('id', '=', customerId)
          .executeTakeFirstOrThrow()
      ).points;
    expect(await points()).toBe(20);
    const rows = await t.db
      .selectFrom('member_points')
      .select('points')
      .where('customer_id', '=', customerId)
      .execute();
    expect(rows.map((row) => row.points).sort()).toEqual([-100, 120]);
  });
});
