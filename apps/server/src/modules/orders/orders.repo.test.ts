import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpTenant, type TTestApp } from '../../test/harness.ts';
import { seedMenu } from '../../test/menu-fixture.ts';
import { insertOrder } from '../../test/orders.ts';
import { moveItemStatus } from './orders.repo.ts';

let t: TTestApp;
let tenantId: string;
let burger: string;

beforeAll(async () => {
  t = await createTestApp();
  tenantId = (await signUpTenant(t.app, 'Race Kitchen')).tenantId;
  burger = (await seedMenu(t.db, tenantId)).burger;
});
afterAll(async () => {
  await t.close();
});

const itemOf = async (orderId: string) =>
  t.db
    .selectFrom('order_items')
    .select(['id', 'status'])
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow();

describe('moveItemStatus', () => {
  it('moves an item of an open order, from an allowed state only', async () => {
    const orderId = await insertOrder(t.db, {
      tenantId,
      item: { id: burger, title: 'Burger', unitPrice: 900 },
    });
    const item = await itemOf(orderId);
    expect(
      await moveItemStatus(t.db, tenantId, { itemId: item.id, to: 'completed', from: ['preparing'] }),
    ).toBe(false);
    expect(
      await moveItemStatus(t.db, tenantId, { itemId: item.id, to: 'preparing', from: ['created'] }),
    ).toBe(true);
    expect((await itemOf(orderId)).status).toBe('preparing');
  });

  it('refuses once the order was closed after the caller looked (the UPDATE checks again)', async () => {
    const orderId = await insertOrder(t.db, {
      tenantId,
      item: { id: burger, title: 'Burger', unitPrice: 900 },
    });
    const item = await itemOf(orderId);
    await t.db.updateTable('orders').set({ status: 'completed' }).where('id', '=', orderId).execute();
    expect(await moveItemStatus(t.db, tenantId, { itemId: item.id, to: 'cancelled' })).toBe(false);
    expect((await itemOf(orderId)).status).toBe('created');
  });

  it('never moves another tenant’s item', async () => {
    const other = (await signUpTenant(t.app, 'Elsewhere')).tenantId;
    const orderId = await insertOrder(t.db, {
      tenantId,
      item: { id: burger, title: 'Burger', unitPrice: 900 },
    });
    expect(await moveItemStatus(t.db, other, { itemId: (await itemOf(orderId)).id, to: 'cancelled' })).toBe(
      false,
    );
  });
});
