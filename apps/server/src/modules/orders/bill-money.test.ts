import {
  APPROVAL_MSG,
  APPROVAL_REQUIRED_CODE,
  MSG,
  POS_MSG,
  type TCreateOrderAndInvoiceResponse,
  type TGetReceiptResponse,
  type TPaymentSummaryResponse,
  type TServiceChargeResponse,
} from '@opentab/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectGuarded } from '../../test/guards.ts';
import { addStaff, createTestApp, PASSWORD, type TTestApp } from '../../test/harness.ts';
import { burgerAndWater, shopWithMenu } from '../../test/order-shop.ts';

/*
 * Issue 23's money on a bill beyond its lines, on both databases: the service charge (its settings call, on
 * an order paid at once, on Pay & Complete and its summary, on the receipt) and discounts (a line's and the
 * order's, taxed after, refused when larger than what they discount).
 */

const SERVICE_CHARGE = '/api/v1/settings/store-setting/service-charge';

let t: TTestApp;
let shop: Awaited<ReturnType<typeof shopWithMenu>>;
let rival: Awaited<ReturnType<typeof shopWithMenu>>;

beforeAll(async () => {
  t = await createTestApp();
  shop = await shopWithMenu(t, 'Charge Inn');
  rival = await shopWithMenu(t, 'Rival Inn');
});
afterAll(async () => {
  await t.close();
});

const countOf = async (table: 'orders' | 'invoices', tenantId: string) =>
  (await t.db.selectFrom(table).select('id').where('tenant_id', '=', tenantId).execute()).length;

const payAtOnce = (body: Record<string, unknown>) =>
  shop.client.post<TCreateOrderAndInvoiceResponse>('/api/v1/pos/create-order-and-invoice', {
    ...body,
    paymentTypeId: shop.menu.cash,
  });

describe('GET and POST /settings/store-setting/service-charge', () => {
  it('starts at none, dine-in only, and saves the percent with its tax, audited', async () => {
    expect((await shop.client.get<TServiceChargeResponse>(SERVICE_CHARGE)).body).toEqual({
      serviceCharge: 0,
      serviceChargeTaxId: null,
      isServiceChargeDineInOnly: 1,
      discountLimit: 20,
    });
    const saved = await shop.client.post(SERVICE_CHARGE, {
      serviceCharge: 12.5,
      serviceChargeTaxId: shop.menu.taxExclusive,
    });
    expect(saved.body).toEqual({ message: MSG.serviceChargeSaved });
    expect((await shop.client.get(SERVICE_CHARGE)).body).toEqual({
      serviceCharge: 12.5,
      serviceChargeTaxId: shop.menu.taxExclusive,
      isServiceChargeDineInOnly: 1,
      discountLimit: 20,
    });
    const entry = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('tenant_id', '=', shop.tenantId)
      .where('action', '=', 'settings.service_charge')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(entry.before ?? '{}')).toEqual({ percent: 0, taxId: null });
    expect(JSON.parse(entry.after ?? '{}')).toEqual({ percent: 12.5, taxId: shop.menu.taxExclusive });
  });

  it('accepts the spec source client’s bare { serviceCharge } and keeps the tax', async () => {
    expect((await shop.client.post(SERVICE_CHARGE, { serviceCharge: 10 })).status).toBe(200);
    expect((await shop.client.get(SERVICE_CHARGE)).body).toMatchObject({
      serviceCharge: 10,
      serviceChargeTaxId: shop.menu.taxExclusive,
    });
  });

  it('sets the discount limit, and keeps it when not sent', async () => {
    expect((await shop.client.post(SERVICE_CHARGE, { serviceCharge: 10, discountLimit: 15 })).status).toBe(
      200,
    );
    expect((await shop.client.post(SERVICE_CHARGE, { serviceCharge: 10 })).status).toBe(200);
    expect((await shop.client.get(SERVICE_CHARGE)).body).toMatchObject({ discountLimit: 15 });
    const bad = await shop.client.post(SERVICE_CHARGE, { serviceCharge: 10, discountLimit: 120 });
    expect([bad.status, bad.body]).toEqual([400, { message: MSG.invalidDiscountLimit }]);
  });

  it('refuses a percent out of range or too precise, and another store’s tax, changing nothing', async () => {
    for (const serviceCharge of [-1, 100.5, 10.1234, 'ten', null]) {
      const res = await shop.client.post(SERVICE_CHARGE, { serviceCharge });
      expect([res.status, res.body]).toEqual([400, { message: MSG.invalidServiceCharge }]);
    }
    const foreign = await shop.client.post(SERVICE_CHARGE, {
      serviceCharge: 5,
      serviceChargeTaxId: rival.menu.taxExclusive,
    });
    expect([foreign.status, foreign.body]).toEqual([400, { message: MSG.serviceChargeTaxNotFound }]);
    expect((await shop.client.get(SERVICE_CHARGE)).body).toMatchObject({ serviceCharge: 10 });
  });

  it('is for SETTINGS only, and the rival store sees its own', async () => {
    const cashier = await addStaff(t, shop.tenantId, 'POS');
    await expectGuarded(t, cashier.client, { method: 'GET', url: SERVICE_CHARGE });
    await expectGuarded(t, cashier.client, {
      method: 'POST',
      url: SERVICE_CHARGE,
      body: { serviceCharge: 50 },
    });
    expect((await rival.client.get(SERVICE_CHARGE)).body).toMatchObject({ serviceCharge: 0 });
  });

  it('a deleted tax leaves the charge untaxed', async () => {
    const tax = await shop.client.post<{ id: string }>('/api/v1/settings/taxes/add', {
      title: 'Service VAT',
      rate: 20,
      type: 'exclusive',
    });
    await shop.client.post(SERVICE_CHARGE, { serviceCharge: 10, serviceChargeTaxId: tax.body.id });
    expect((await shop.client.delete(`/api/v1/settings/taxes/${tax.body.id}`)).status).toBe(200);
    expect((await shop.client.get(SERVICE_CHARGE)).body).toMatchObject({ serviceChargeTaxId: null });
  });
});

describe('the service charge on a bill', () => {
  beforeEach(async () => {
    await shop.client.post(SERVICE_CHARGE, {
      serviceCharge: 10,
      serviceChargeTaxId: shop.menu.taxExclusive,
      isServiceChargeDineInOnly: 1,
    });
  });

  it('the floor screens read the rule, to show the charge before it is made', async () => {
    for (const path of ['/api/v1/pos/init', '/api/v1/orders/init']) {
      expect((await shop.client.get<{ serviceCharge: unknown }>(path)).body.serviceCharge).toEqual({
        rate: 10,
        taxRate: 10,
        isDineInOnly: true,
      });
    }
  });

  it('an order paid at once at a table carries it, taxed on top; a takeaway does not', async () => {
    // burger 10.00 + 10 % tax, two waters 3.00: net 13.00, tax 1.00; the charge 1.30 and its tax 0.13
    const dineIn = await payAtOnce({ ...burgerAndWater(shop.menu, shop.menu.table1), amountTendered: 20 });
    expect(dineIn.status).toBe(200);
    expect(dineIn.body).toMatchObject({ payableTotal: 15.43, amountTendered: 20, changeDue: 4.57 });
    const invoice = await t.db
      .selectFrom('invoices')
      .selectAll()
      .where('id', '=', dineIn.body.invoiceId as string)
      .executeTakeFirstOrThrow();
    expect(invoice).toMatchObject({
      sub_total: 1300,
      service_charge: 130,
      service_charge_tax: 13,
      tax_total: 113,
      total: 1543,
      service_charge_milli: 10_000,
      service_charge_tax_title: 'Sales 10',
    });
    const takeaway = await payAtOnce(burgerAndWater(shop.menu));
    expect(takeaway.body.payableTotal).toBe(14);
  });

  it('a tender short of the charge is refused, and nothing is written', async () => {
    const before = await countOf('orders', shop.tenantId);
    const res = await payAtOnce({ ...burgerAndWater(shop.menu, shop.menu.table1), amountTendered: 15 });
    expect([res.status, res.body]).toEqual([400, { message: POS_MSG.amountTenderedTooLow }]);
    expect(await countOf('orders', shop.tenantId)).toBe(before);
  });

  it('Pay & Complete charges it on the table’s orders, as its summary showed, and the receipt prints it', async () => {
    const first = await shop.order(burgerAndWater(shop.menu, shop.menu.table2));
    const second = await shop.order({
      cart: [{ id: shop.menu.water, quantity: 1 }],
      tableId: shop.menu.table2,
      deliveryType: 'dinein',
    });
    const orderIds = [first.orderId, second.orderId];
    const summary = await shop.client.post<TPaymentSummaryResponse>(
      '/api/v1/orders/complete-order-payment-summary',
      { orderIds },
    );
    // net 14.50, tax 1.00; charge 1.45 and its tax 0.15 (0.145 rounded half up)
    expect(summary.body).toMatchObject({
      subtotal: 14.5,
      taxTotal: 1.15,
      total: 17.1,
      serviceChargeTotal: 1.45,
      serviceChargeRate: 10,
      discountTotal: 0,
      tip: 0,
      paid: 0,
      balance: 17.1,
    });
    expect(summary.body.taxes.reduce((sum, tax) => sum + tax.amount, 0)).toBeCloseTo(1.15, 10);
    const paid = await shop.client.post<{ invoiceId: string; total: number }>(
      '/api/v1/orders/complete-and-pay-order',
      { orderIds, paymentTypeId: shop.menu.cash },
    );
    expect(paid.body.total).toBe(17.1);
    const receipt = await shop.client.get<TGetReceiptResponse>(
      `/api/v1/receipts/invoice/${paid.body.invoiceId}`,
    );
    expect(receipt.body.receipt).toMatchObject({
      itemsTotal: 14.5,
      serviceCharge: 1.45,
      serviceChargeRate: 10,
      taxTotal: 1.15,
      payableTotal: 17.1,
    });
  });

  it('the report counts the service charge and the discounts apart from revenue', async () => {
    const before = (
      await shop.client.get<{ serviceChargeTotal: number; revenueTotal: number }>(
        '/api/v1/reports?type=today',
      )
    ).body;
    await payAtOnce({
      ...burgerAndWater(shop.menu, shop.menu.table1),
      discount: { type: 'amount', value: 1.3, reason: 'Regular' },
    });
    const after = (
      await shop.client.get<{
        serviceChargeTotal: number;
        discountTotal: number;
        revenueTotal: number;
      }>('/api/v1/reports?type=today')
    ).body;
    // net 11.70 after the discount: the charge 1.17; the lines 11.70 + 0.90 tax are the revenue
    expect(after.serviceChargeTotal - before.serviceChargeTotal).toBeCloseTo(1.17, 10);
    expect(after.revenueTotal - before.revenueTotal).toBeCloseTo(12.6, 10);
    expect(after.discountTotal).toBeGreaterThanOrEqual(1.3);
  });

  it('charges every bill when the store says so', async () => {
    await shop.client.post(SERVICE_CHARGE, { serviceCharge: 10, isServiceChargeDineInOnly: 0 });
    expect((await payAtOnce(burgerAndWater(shop.menu))).body.payableTotal).toBe(15.43);
  });
});

describe('discounts', () => {
  beforeAll(async () => {
    await shop.client.post(SERVICE_CHARGE, { serviceCharge: 0 });
  });

  it('takes a line’s discount off before tax and keeps it with its reason', async () => {
    const placed = await shop.order({
      cart: [
        { id: shop.menu.burger, quantity: 2, discount: { type: 'percent', value: 50, reason: 'Staff meal' } },
        { id: shop.menu.water, quantity: 1 },
      ],
      deliveryType: 'takeaway',
    });
    // burgers 20.00 − 50 % = 10.00 + 1.00 tax; water 1.50
    expect(placed.payableTotal).toBe(12.5);
    const burger = await t.db
      .selectFrom('order_items')
      .selectAll()
      .where('order_id', '=', placed.orderId)
      .where('item_id', '=', shop.menu.burger)
      .executeTakeFirstOrThrow();
    expect(burger).toMatchObject({
      line_net: 1000,
      line_tax: 100,
      line_discount: 1000,
      discount_type: 'percent',
      discount_value: 50_000,
      discount_reason: 'Staff meal',
    });
  });

  it('shares the order’s discount over its lines and invoices the discounts', async () => {
    const res = await payAtOnce({
      ...burgerAndWater(shop.menu),
      discount: { type: 'amount', value: 1.3, reason: 'Regular' },
    });
    // net 13.00 − 1.30 shared 10:3 → burger 9.00 (+0.90 tax), waters 2.70
    expect(res.body.payableTotal).toBe(12.6);
    const invoice = await t.db
      .selectFrom('invoices')
      .selectAll()
      .where('id', '=', res.body.invoiceId as string)
      .executeTakeFirstOrThrow();
    expect(invoice).toMatchObject({ sub_total: 1170, tax_total: 90, total: 1260, discount_total: 130 });
    const order = await t.db
      .selectFrom('orders')
      .selectAll()
      .where('invoice_id', '=', invoice.id)
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({ discount_type: 'amount', discount_value: 130, discount_reason: 'Regular' });
    const receipt = await shop.client.get<TGetReceiptResponse>(`/api/v1/receipts/invoice/${invoice.id}`);
    expect(receipt.body.receipt).toMatchObject({ discountTotal: 1.3, orderDiscount: 1.3 });
  });

  it('comps a line whole', async () => {
    const res = await payAtOnce({
      cart: [
        { id: shop.menu.burger, quantity: 1, discount: { type: 'percent', value: 100, reason: 'Comp' } },
      ],
      deliveryType: 'takeaway',
    });
    expect([res.status, res.body.payableTotal]).toEqual([200, 0]);
  });

  it('refuses a discount larger than what it discounts, a bad percent, a missing reason; nothing written', async () => {
    const before = await countOf('orders', shop.tenantId);
    const cases: [Record<string, unknown>, string][] = [
      [{ type: 'amount', value: 10.01, reason: 'x' }, POS_MSG.discountTooLarge],
      [{ type: 'percent', value: 101, reason: 'x' }, POS_MSG.invalidDiscountPercent],
      [{ type: 'percent', value: 0, reason: 'x' }, POS_MSG.invalidDiscount],
      [{ type: 'amount', value: 1.001, reason: 'x' }, POS_MSG.invalidDiscountAmount],
      [{ type: 'percent', value: 10, reason: '  ' }, POS_MSG.discountReasonRequired],
      [{ type: 'percent', value: 10 }, POS_MSG.discountReasonRequired],
    ];
    for (const [discount, message] of cases) {
      const line = await shop.client.post('/api/v1/pos/create-order', {
        cart: [{ id: shop.menu.burger, quantity: 1, discount }],
        deliveryType: 'takeaway',
      });
      expect([line.status, line.body]).toEqual([400, { message }]);
    }
    const order = await shop.client.post('/api/v1/pos/create-order', {
      ...burgerAndWater(shop.menu),
      discount: { type: 'amount', value: 14.01, reason: 'x' },
    });
    expect([order.status, order.body]).toEqual([400, { message: POS_MSG.discountTooLarge }]);
    expect(await countOf('orders', shop.tenantId)).toBe(before);
  });
});

describe('tips', () => {
  beforeAll(async () => {
    await shop.client.post(SERVICE_CHARGE, { serviceCharge: 0 });
  });

  it('adds a tip on top of the bill, covered by the cash tendered, kept apart from its total', async () => {
    // burgerAndWater: 14.00; a 10 % tip 1.40
    const res = await payAtOnce({
      ...burgerAndWater(shop.menu),
      tip: { type: 'percent', value: 10 },
      amountTendered: 20,
    });
    expect(res.body).toMatchObject({ payableTotal: 14, tip: 1.4, amountTendered: 20, changeDue: 4.6 });
    const invoice = await t.db
      .selectFrom('invoices')
      .selectAll()
      .where('id', '=', res.body.invoiceId as string)
      .executeTakeFirstOrThrow();
    expect(invoice).toMatchObject({ total: 1400, tip: 140 });
    const receipt = await shop.client.get<TGetReceiptResponse>(`/api/v1/receipts/invoice/${invoice.id}`);
    expect(receipt.body.receipt).toMatchObject({ payableTotal: 14, tip: 1.4 });
  });

  it('Pay & Complete takes a tip too, and the report gives it to the cashier who took it', async () => {
    const cashier = await addStaff(t, shop.tenantId, 'POS,ORDERS');
    const placed = await shop.order(burgerAndWater(shop.menu));
    const paid = await cashier.client.post<{ total: number; tip: number }>(
      '/api/v1/orders/complete-and-pay-order',
      {
        orderIds: [placed.orderId],
        paymentTypeId: shop.menu.cash,
        tip: { type: 'amount', value: 2 },
      },
    );
    expect(paid.body).toMatchObject({ total: 14, tip: 2 });
    const report = await shop.client.get<{
      tipTotal: number;
      tipsByStaff: { name: string; total: number }[];
    }>('/api/v1/reports?type=today');
    expect(report.body.tipsByStaff).toContainEqual({ name: 'Staff Member', total: 2 });
    expect(report.body.tipTotal).toBeGreaterThanOrEqual(3.4);
  });

  it('refuses a tender short of the bill and its tip, and a bad tip; nothing written', async () => {
    const before = await countOf('invoices', shop.tenantId);
    const short = await payAtOnce({
      ...burgerAndWater(shop.menu),
      tip: { type: 'amount', value: 1 },
      amountTendered: 14.5,
    });
    expect([short.status, short.body]).toEqual([400, { message: POS_MSG.amountTenderedTooLow }]);
    for (const [tip, message] of [
      [{ type: 'percent', value: 120 }, POS_MSG.invalidTipPercent],
      [{ type: 'amount', value: -1 }, POS_MSG.invalidTip],
      [{ type: 'amount', value: 0.001 }, POS_MSG.invalidTipAmount],
    ] as const) {
      const res = await payAtOnce({ ...burgerAndWater(shop.menu), tip });
      expect([res.status, res.body]).toEqual([400, { message }]);
    }
    expect(await countOf('invoices', shop.tenantId)).toBe(before);
  });
});

describe('a discount over the store’s limit', () => {
  const comp = (approval?: { username: string; pin: string }) => ({
    cart: [{ id: shop.menu.burger, quantity: 1, discount: { type: 'percent', value: 100, reason: 'Comp' } }],
    deliveryType: 'takeaway',
    ...(approval ? { approval } : {}),
  });

  it('needs a manager’s approval from a cashier, nothing written without it; a manager needs none', async () => {
    await shop.client.post(SERVICE_CHARGE, { serviceCharge: 0, discountLimit: 20 });
    const cashier = await addStaff(t, shop.tenantId, 'POS');
    const manager = await addStaff(t, shop.tenantId, 'POS,MANAGER');
    expect(
      (await manager.client.post('/api/v1/profile/pin', { password: PASSWORD, pin: '2468' })).status,
    ).toBe(200);
    const before = await countOf('orders', shop.tenantId);
    const since = new Date().toISOString();

    const alone = await cashier.client.post('/api/v1/pos/create-order', comp());
    expect([alone.status, alone.body]).toEqual([
      403,
      { message: APPROVAL_MSG.approvalRequired, code: APPROVAL_REQUIRED_CODE },
    ]);
    const wrong = await cashier.client.post(
      '/api/v1/pos/create-order',
      comp({ username: manager.username, pin: '0000' }),
    );
    expect([wrong.status, wrong.body.message]).toEqual([403, APPROVAL_MSG.approvalRefused]);
    expect(await countOf('orders', shop.tenantId)).toBe(before);

    // within the limit a cashier discounts alone
    const small = await cashier.client.post('/api/v1/pos/create-order', {
      cart: [
        { id: shop.menu.burger, quantity: 1, discount: { type: 'percent', value: 20, reason: 'Regular' } },
      ],
      deliveryType: 'takeaway',
    });
    expect(small.status).toBe(200);

    const approved = await cashier.client.post<{ orderId: string; payableTotal: number }>(
      '/api/v1/pos/create-order',
      comp({ username: manager.username, pin: '2468' }),
    );
    expect([approved.status, approved.body.payableTotal]).toEqual([200, 0]);
    expect((await manager.client.post('/api/v1/pos/create-order', comp())).status).toBe(200);

    const log = await t.db
      .selectFrom('audit_log')
      .select(['action', 'user_name', 'subject', 'after'])
      .where('tenant_id', '=', shop.tenantId)
      .where('action', 'in', ['approval.granted', 'approval.refused', 'order.discount'])
      .where('created_at', '>=', since)
      .orderBy('created_at')
      .execute();
    const granted = log.filter((entry) => entry.action === 'approval.granted');
    expect(granted.map((entry) => JSON.parse(entry.after ?? '{}'))).toContainEqual(
      expect.objectContaining({ for: 'order.discount', reason: 'Comp' }),
    );
    expect(log.some((entry) => entry.action === 'approval.refused')).toBe(true);
    // every discount given is logged: the small one, the approved comp and the manager's own
    const discounts = log.filter((entry) => entry.action === 'order.discount');
    expect(discounts).toHaveLength(3);
    // written with its order: named by the order's token, and pointing at it
    const order = await t.db
      .selectFrom('orders')
      .select(['id', 'token_no'])
      .where('id', '=', approved.body.orderId)
      .executeTakeFirstOrThrow();
    expect(discounts).toContainEqual(
      expect.objectContaining({
        subject: `Token ${order.token_no}`,
        user_name: 'Staff Member',
        after: expect.stringContaining(`"orderId":"${order.id}"`),
      }),
    );
  });
});

describe('split tender', () => {
  let card: string;
  beforeAll(async () => {
    await shop.client.post(SERVICE_CHARGE, { serviceCharge: 0 });
    const added = await shop.client.post<{ id: string }>('/api/v1/settings/payment-types/add', {
      title: 'Card',
      isActive: true,
      isCash: false,
    });
    card = added.body.id;
  });

  const paymentsOf = (invoiceId: string) =>
    t.db
      .selectFrom('invoice_payments')
      .select(['payment_type_title', 'amount'])
      .where('invoice_id', '=', invoiceId)
      .orderBy('id')
      .execute();

  it('pays a bill half by card and the rest in cash, the change from the cash', async () => {
    // burgerAndWater: 14.00; 7.00 by card, 10.00 cash handed over: 3.00 change
    const res = await shop.client.post<TCreateOrderAndInvoiceResponse>(
      '/api/v1/pos/create-order-and-invoice',
      {
        ...burgerAndWater(shop.menu),
        payments: [
          { paymentTypeId: card, amount: 7 },
          { paymentTypeId: shop.menu.cash, amount: 10 },
        ],
      },
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ payableTotal: 14, amountTendered: 10, changeDue: 3 });
    expect(await paymentsOf(res.body.invoiceId)).toEqual([
      { payment_type_title: 'Card', amount: 700 },
      { payment_type_title: 'Cash', amount: 700 },
    ]);
    const invoice = await t.db
      .selectFrom('invoices')
      .select(['payment_type_title', 'amount_tendered', 'change_due'])
      .where('id', '=', res.body.invoiceId)
      .executeTakeFirstOrThrow();
    expect(invoice).toEqual({ payment_type_title: 'Card + Cash', amount_tendered: 1000, change_due: 300 });
    const receipt = await shop.client.get<TGetReceiptResponse>(
      `/api/v1/receipts/invoice/${res.body.invoiceId}`,
    );
    expect(receipt.body.receipt.payments).toEqual([
      { title: 'Card', amount: 7 },
      { title: 'Cash', amount: 7 },
    ]);
  });

  it('splits Pay & Complete too, with a tip in the payments', async () => {
    const placed = await shop.order(burgerAndWater(shop.menu));
    const res = await shop.client.post<{ invoiceId: string; tip: number }>(
      '/api/v1/orders/complete-and-pay-order',
      {
        orderIds: [placed.orderId],
        tip: { type: 'amount', value: 1 },
        payments: [
          { paymentTypeId: card, amount: 10 },
          { paymentTypeId: card, amount: 5 },
        ],
      },
    );
    expect([res.status, res.body.tip]).toEqual([200, 1]);
    expect(await paymentsOf(res.body.invoiceId)).toEqual([
      { payment_type_title: 'Card', amount: 1000 },
      { payment_type_title: 'Card', amount: 500 },
    ]);
  });

  it('refuses payments short of the bill, a card over it, a bad amount, an unknown type; nothing written', async () => {
    const before = await countOf('invoices', shop.tenantId);
    const cases: [unknown, string][] = [
      [[{ paymentTypeId: card, amount: 13.99 }], POS_MSG.paymentsShort],
      [[{ paymentTypeId: card, amount: 15 }], POS_MSG.paymentsOverpaid],
      [[{ paymentTypeId: card, amount: 0 }], POS_MSG.invalidPaymentAmount],
      [[{ paymentTypeId: card, amount: 13.999 }], POS_MSG.invalidPaymentAmount],
      [[{ paymentTypeId: rival.menu.cash, amount: 14 }], POS_MSG.paymentTypeNotFound],
    ];
    for (const [payments, message] of cases) {
      const res = await payAtOnce({ ...burgerAndWater(shop.menu), payments });
      expect([res.status, res.body]).toEqual([400, { message }]);
    }
    const both = await payAtOnce({
      ...burgerAndWater(shop.menu),
      amountTendered: 20,
      payments: [{ paymentTypeId: shop.menu.cash, amount: 20 }],
    });
    expect([both.status, both.body]).toEqual([400, { message: POS_MSG.paymentsWithTendered }]);
    expect(await countOf('invoices', shop.tenantId)).toBe(before);
  });
});

describe('a discount given at Pay & Complete', () => {
  const SUMMARY = '/api/v1/orders/complete-order-payment-summary';
  const PAY = '/api/v1/orders/complete-and-pay-order';
  const tenPercent = { type: 'percent', value: 10, reason: 'Late order' };
  beforeAll(async () => {
    await shop.client.post(SERVICE_CHARGE, { serviceCharge: 0, discountLimit: 20 });
  });
  const itemsOf = (orderId: string) =>
    t.db
      .selectFrom('order_items')
      .select(['line_net', 'line_tax', 'bill_discount_share'])
      .where('order_id', '=', orderId)
      .orderBy('id')
      .execute();

  it('comes off the whole bill before tax, as the summary showed, and the invoice, receipt and log keep it', async () => {
    const since = new Date().toISOString();
    const { orderId } = await shop.order(burgerAndWater(shop.menu, shop.menu.table1));
    // burger 10.00 + 10 % tax and two waters 3.00: 10 % of 13.00 is 1.30, shared 1.00 and 0.30, taxed after
    const summary = await shop.client.post<TPaymentSummaryResponse>(SUMMARY, {
      orderIds: [orderId],
      discount: tenPercent,
    });
    expect(summary.body).toMatchObject({ subtotal: 11.7, taxTotal: 0.9, total: 12.6, discountTotal: 1.3 });
    // the summary only shows it: nothing stored yet
    expect((await itemsOf(orderId)).map((item) => item.bill_discount_share)).toEqual([0, 0]);

    const paid = await shop.client.post<{ invoiceId: string; total: number }>(PAY, {
      orderIds: [orderId],
      paymentTypeId: shop.menu.cash,
      discount: tenPercent,
      total: 12.6,
    });
    expect([paid.status, paid.body.total]).toEqual([200, 12.6]);
    expect(await itemsOf(orderId)).toEqual([
      { line_net: 900, line_tax: 90, bill_discount_share: 100 },
      { line_net: 270, line_tax: 0, bill_discount_share: 30 },
    ]);
    const invoice = await t.db
      .selectFrom('invoices')
      .selectAll()
      .where('id', '=', paid.body.invoiceId)
      .executeTakeFirstOrThrow();
    expect(invoice).toMatchObject({
      sub_total: 1170,
      tax_total: 90,
      total: 1260,
      discount_total: 130,
      bill_discount_type: 'percent',
      bill_discount_value: 10_000,
      bill_discount_reason: 'Late order',
    });
    const receipt = await shop.client.get<TGetReceiptResponse>(`/api/v1/receipts/invoice/${invoice.id}`);
    expect(receipt.body.receipt).toMatchObject({
      billDiscount: 1.3,
      billDiscountReason: 'Late order',
      discountTotal: 1.3,
      payableTotal: 12.6,
    });
    const entry = await t.db
      .selectFrom('audit_log')
      .select(['subject', 'after'])
      .where('tenant_id', '=', shop.tenantId)
      .where('action', '=', 'order.discount')
      .where('created_at', '>=', since)
      .executeTakeFirstOrThrow();
    expect(entry.subject).toBe(`Invoice ${invoice.invoice_prefix}${invoice.invoice_no}`);
    expect(JSON.parse(entry.after ?? '{}')).toEqual({
      amount: 1.3,
      reasons: 'Late order',
      orderIds: orderId,
    });
  });

  it('takes an amount, shared over every order of the table', async () => {
    const first = await shop.order(burgerAndWater(shop.menu, shop.menu.table2));
    const second = await shop.order({
      cart: [{ id: shop.menu.water, quantity: 1 }],
      tableId: shop.menu.table2,
      deliveryType: 'dinein',
    });
    const paid = await shop.client.post<{ total: number }>(PAY, {
      orderIds: [first.orderId, second.orderId],
      paymentTypeId: shop.menu.cash,
      discount: { type: 'amount', value: 1.45, reason: 'Regular' },
    });
    // 14.50 before tax, 1.45 off: 10 % of each line; the burger's tax on 9.00
    expect(paid.body.total).toBe(13.95);
    const shares = [...(await itemsOf(first.orderId)), ...(await itemsOf(second.orderId))].map(
      (item) => item.bill_discount_share,
    );
    expect(shares).toEqual([100, 30, 15]);
  });

  it('over the store’s limit needs a manager; without one, nothing changes', async () => {
    const cashier = await addStaff(t, shop.tenantId, 'POS,ORDERS');
    const manager = await addStaff(t, shop.tenantId, 'POS,MANAGER');
    await manager.client.post('/api/v1/profile/pin', { password: PASSWORD, pin: '1357' });
    const { orderId } = await shop.order(burgerAndWater(shop.menu, shop.menu.table1));
    const half = { type: 'percent', value: 50, reason: 'Complaint' };
    const alone = await cashier.client.post(PAY, {
      orderIds: [orderId],
      paymentTypeId: shop.menu.cash,
      discount: half,
    });
    expect([alone.status, alone.body]).toEqual([
      403,
      { message: APPROVAL_MSG.approvalRequired, code: APPROVAL_REQUIRED_CODE },
    ]);
    const wrong = await cashier.client.post(PAY, {
      orderIds: [orderId],
      paymentTypeId: shop.menu.cash,
      discount: half,
      approval: { username: manager.username, pin: '0000' },
    });
    expect(wrong.status).toBe(403);
    expect((await itemsOf(orderId)).map((item) => item.bill_discount_share)).toEqual([0, 0]);
    const order = () =>
      t.db.selectFrom('orders').select('payment_status').where('id', '=', orderId).executeTakeFirstOrThrow();
    expect((await order()).payment_status).toBe('pending');

    const approved = await cashier.client.post<{ total: number }>(PAY, {
      orderIds: [orderId],
      paymentTypeId: shop.menu.cash,
      discount: half,
      approval: { username: manager.username, pin: '1357' },
    });
    // 6.50 off 13.00: the burger 5.00 + 0.50 tax, the waters 1.50
    expect([approved.status, approved.body.total]).toEqual([200, 7]);
    expect((await order()).payment_status).toBe('paid');
  });

  it('refuses more than the bill, a bad amount or a missing reason on both calls; nothing changes', async () => {
    const { orderId } = await shop.order(burgerAndWater(shop.menu, shop.menu.table1));
    const cases: [Record<string, unknown>, string][] = [
      [{ type: 'amount', value: 13.01, reason: 'Comp' }, POS_MSG.discountTooLarge],
      [{ type: 'amount', value: 1.005, reason: 'Comp' }, POS_MSG.invalidDiscountAmount],
      [{ type: 'percent', value: 10, reason: ' ' }, POS_MSG.discountReasonRequired],
      [{ type: 'percent', value: 101, reason: 'Comp' }, POS_MSG.invalidDiscountPercent],
    ];
    for (const [discount, message] of cases) {
      for (const path of [SUMMARY, PAY]) {
        const res = await shop.client.post(path, {
          orderIds: [orderId],
          paymentTypeId: shop.menu.cash,
          discount,
        });
        expect([path, res.status, res.body]).toEqual([path, 400, { message }]);
      }
    }
    expect((await itemsOf(orderId)).map((item) => item.bill_discount_share)).toEqual([0, 0]);
    // another store's orders are not found, discount or not
    const foreign = await rival.order(burgerAndWater(rival.menu));
    const res = await shop.client.post(PAY, {
      orderIds: [foreign.orderId],
      paymentTypeId: shop.menu.cash,
      discount: tenPercent,
    });
    expect(res.status).toBe(404);
  });
});
