import type { TCreateOrderResponse } from '@opentab/shared';
import { signUpTenant, type TTestApp } from './harness.ts';
import { seedMenu, type TMenuIds } from './menu-fixture.ts';
import { orderLines } from './orders.ts';

/**
 * A signed-up tenant with the test menu, and `order` to send a cart from its POS: the answer, plus the
 * order's total and stored lines (the answer carries only id, token and total) for tests that move items.
 */
export async function shopWithMenu(t: TTestApp, name = 'Orders Shop') {
  const shop = await signUpTenant(t.app, name);
  const menu = await seedMenu(t.db, shop.tenantId);
  const order = async (body: Record<string, unknown>) => {
    const placed = (await shop.client.post<TCreateOrderResponse>('/api/v1/pos/create-order', body)).body;
    const items = await orderLines(t.db, placed.orderId);
    return { ...placed, order: { id: placed.orderId, payable_total: placed.payableTotal, items } };
  };
  return { ...shop, menu, order };
}

/** A burger and two waters, at a table (dine-in) or to take away. */
export const burgerAndWater = (menu: TMenuIds, tableId: string | null = null) => ({
  cart: [
    { id: menu.burger, quantity: 1 },
    { id: menu.water, quantity: 2 },
  ],
  tableId,
  deliveryType: tableId ? 'dinein' : 'takeaway',
});
