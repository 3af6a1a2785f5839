// Fields the spec source client (its web client, release 1.8.0) reads under the spec's record names, answered
// beside ours: an order line's `price`, the store's `store_name` and `store_image`, a QR order line's tax.
import type {
  TCreateOrderAndInvoiceResponse,
  TCreateOrderResponse,
  TPaymentSummaryResponse,
  TQrOrdersResponse,
} from '@opentab/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TestClient, type TTestApp } from '../../test/harness.ts';
import { burgerAndWater, shopWithMenu } from '../../test/order-shop.ts';
import { placeQrOrder, qrCart, setQrFlags } from '../../test/qr.ts';

let t: TTestApp;
let shop: Awaited<ReturnType<typeof shopWithMenu>>;
let rival: Awaited<ReturnType<typeof shopWithMenu>>;
let code: string;
const LOGO = '/uploads/harbour-logo.png';

beforeAll(async () => {
  t = await createTestApp();
  shop = await shopWithMenu(t, 'Harbour Grill');
  rival = await shopWithMenu(t, 'Rival Grill');
  code = await setQrFlags(t.db, shop.tenantId, { menu: true, order: true });
  await t.db
    .updateTable('store_settings')
    .set({ image: LOGO })
    .where('tenant_id', '=', shop.tenantId)
    .execute();
});
afterAll(async () => {
  await t.close();
});

/** A burger with cheese: its unit price is the burger's 10.00 plus the cheese's 1.50. */
const burgerWithCheese = () => ({
  cart: [{ id: shop.menu.burger, quantity: 2, addons_ids: [shop.menu.cheese] }],
  deliveryType: 'takeaway',
});

describe('the store under store_name and store_image', () => {
  it('answers them in storeSettings of /pos/init, /orders/init and /invoices/init, beside ours', async () => {
    for (const path of ['/pos/init', '/orders/init', '/invoices/init']) {
      const res = await shop.client.get<{ storeSettings: Record<string, unknown> }>(`/api/v1${path}`);
      expect(res.status, path).toBe(200);
      expect(res.body.storeSettings, path).toMatchObject({
        storeName: 'Harbour Grill',
        image: LOGO,
        store_name: 'Harbour Grill',
        store_image: LOGO,
      });
    }
    const rivalInit = await rival.client.get<{ storeSettings: Record<string, unknown> }>('/api/v1/pos/init');
    expect(rivalInit.body.storeSettings).toMatchObject({ store_name: 'Rival Grill', store_image: null });
  });

  it('answers store_image on the public QR menu beside image', async () => {
    const res = await new TestClient(t.app).get<{ storeSettings: Record<string, unknown> }>(
      `/api/v1/qrmenu/${code}`,
    );
    expect(res.status).toBe(200);
    expect(res.body.storeSettings).toMatchObject({
      store_name: 'Harbour Grill',
      image: LOGO,
      store_image: LOGO,
    });
  });

  it('leaves the settings page answer as it was', async () => {
    const res = await shop.client.get('/api/v1/settings/store-setting');
    expect(res.body).not.toHaveProperty('store_name');
    expect(res.body).not.toHaveProperty('store_image');
  });
});

describe('an order line under price', () => {
  it('answers the unit price as price on the payment summary and the Orders screen', async () => {
    const open = await shop.client.post<TCreateOrderResponse>('/api/v1/pos/create-order', burgerWithCheese());
    expect(open.status).toBe(200);
    const summary = await shop.client.post<TPaymentSummaryResponse>(
      '/api/v1/orders/complete-order-payment-summary',
      { orderIds: [open.body.orderId] },
    );
    expect(summary.status).toBe(200);
    const [line] = summary.body.orders[0]?.items ?? [];
    expect(line).toMatchObject({ quantity: 2, unit_price: 11.5, price: 11.5, line_total: 23 });

    const groups = await shop.client.get<{ orders: { items: { price: number }[] }[] }[]>('/api/v1/orders');
    const listed = groups.body.flatMap((group) => group.orders).flatMap((order) => order.items);
    expect(listed.map((item) => item.price)).toContain(11.5);
  });

  it('answers it on /invoices/orders, from what was charged', async () => {
    const paid = await shop.client.post<TCreateOrderAndInvoiceResponse>(
      '/api/v1/pos/create-order-and-invoice',
      { ...burgerAndWater(shop.menu), paymentTypeId: shop.menu.cash },
    );
    expect(paid.status).toBe(200);
    const res = await shop.client.post<TPaymentSummaryResponse>('/api/v1/invoices/orders', {
      orderIds: [paid.body.orderId],
    });
    expect(res.status).toBe(200);
    const lines = res.body.orders[0]?.items.map((item) => [item.item_title, item.price, item.unit_price]);
    expect(lines?.sort()).toEqual([
      ['Burger', 10, 10],
      ['Water', 1.5, 1.5],
    ]);
  });
});

describe('a QR order line with its tax', () => {
  it('answers the menu item tax_rate and tax_type, so a loaded cart totals as the server charges', async () => {
    await shop.client.post('/api/v1/pos/qrorders/cancel-all');
    const placed = await placeQrOrder(new TestClient(t.app), code, {
      deliveryType: null,
      cartItems: qrCart(shop.menu),
      customerType: 'WALKIN',
      customer: { name: 'Guest', phone: null },
      tableId: null,
    });
    expect(placed.status).toBe(200);
    const list = await shop.client.get<TQrOrdersResponse>('/api/v1/pos/qrorders');
    expect(list.status).toBe(200);
    const lines = list.body[0]?.items ?? [];
    expect(lines.map((line) => [line.item_title, line.price, line.tax_rate, line.tax_type])).toEqual([
      ['Burger', 11.5, 10, 'exclusive'],
      ['Coffee', 4.8, 5, 'inclusive'],
    ]);

    // the spec's cart math over the loaded lines: exclusive adds rate % on top, inclusive is in the price
    const payable = lines.reduce((sum, line) => {
      const amount = line.price * line.quantity;
      return sum + amount + (line.tax_type === 'exclusive' ? (amount * (line.tax_rate ?? 0)) / 100 : 0);
    }, 0);
    const order = await shop.client.post<TCreateOrderResponse>('/api/v1/pos/create-order', {
      cart: lines,
      deliveryType: 'takeaway',
      customerType: 'WALKIN',
      selectedQrOrderItem: list.body[0]?.id,
    });
    expect(order.status).toBe(200);
    expect(order.body.payableTotal).toBeCloseTo(payable, 2);
  });

  it('answers null tax for an untaxed item and for one deleted since', async () => {
    await shop.client.post('/api/v1/pos/qrorders/cancel-all');
    const placed = await placeQrOrder(new TestClient(t.app), code, {
      cartItems: [
        { id: shop.menu.water, quantity: 1 },
        { id: shop.menu.burger, quantity: 1 },
      ],
      customerType: 'WALKIN',
      customer: { name: 'Guest', phone: null },
    });
    expect(placed.status).toBe(200);
    await t.db
      .updateTable('qr_order_items')
      .set({ item_id: null })
      .where('tenant_id', '=', shop.tenantId)
      .where('item_title', '=', 'Burger')
      .execute();
    const lines = (await shop.client.get<TQrOrdersResponse>('/api/v1/pos/qrorders')).body[0]?.items ?? [];
    expect(lines.map((line) => [line.item_title, line.tax_rate, line.tax_type])).toEqual([
      ['Water', null, null],
      ['Burger', null, null],
    ]);
  });
});
