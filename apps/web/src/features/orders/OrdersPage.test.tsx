import { APPROVAL_MSG, type TOrderGroupResponse } from '@opentab/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../lib/i18n';
import { emitLive, setLiveStatus } from '../../test/fake-realtime';
import { groupOf, makeItem, makeOrder } from '../../test/order-fixtures';
import { calledPaths, makeUser, mockFetch, renderApp, signIn } from '../../test/render';
import { printReceiptChoiceKey } from './print-receipt-choice';

vi.mock('../../lib/realtime', () => import('../../test/fake-realtime'));

afterEach(() => setLiveStatus('live'));

// jsdom gives every element a zero-size box, so Mantine's floating menus count as hidden.
const menuItem = (name: string) => screen.findByRole('menuitem', { name, hidden: true });

const tableGroup = groupOf([
  makeOrder({
    items: [
      makeItem({ id: 'i1', item_title: 'Classic Burger', addons: [{ id: 'a1', title: 'Bacon', price: 1 }] }),
      makeItem({
        id: 'i2',
        item_title: 'Espresso',
        variant_title: 'Double',
        quantity: 2,
        status: 'preparing',
        notes: 'no sugar',
      }),
    ],
  }),
]);

const takeawayGroup = groupOf([
  makeOrder({
    id: 'o2',
    token_no: 8,
    delivery_type: 'takeaway',
    table_id: null,
    table_title: null,
    floor: null,
    payment_status: 'paid',
    customer_type: 'CUSTOMER',
    customer_name: 'Grace Hopper',
    items: [makeItem({ id: 'i3', order_id: 'o2', item_title: 'French Fries', status: 'completed' })],
  }),
]);

const ordersInit = {
  storeSettings: { storeName: 'Demo', currency: 'KWD', timeZone: 'Asia/Kuwait' },
  printSettings: { is_enable_print: 0 },
  paymentTypes: [
    { id: 'pt-cash', title: 'Cash', is_active: 1, isCash: 1 },
    { id: 'pt-card', title: 'Card', is_active: 1, isCash: 0 },
  ],
  storeTables: [
    { id: 't1', table_title: 'T1', floor: 'Ground', seating_capacity: 4 },
    { id: 't2', table_title: 'R1', floor: 'Roof', seating_capacity: 2 },
  ],
};

type TAnswer = { status?: number; body?: unknown; headers?: Record<string, string> };

/** The orders API over `groups`, with per-path overrides. */
function mockOrdersApi(groups: TOrderGroupResponse[], answers: Record<string, TAnswer> = {}) {
  return mockFetch((path) => {
    if (answers[path]) return answers[path];
    if (path === '/orders') return { body: groups };
    if (path === '/orders/init') return { body: ordersInit };
    return { body: { message: 'ok' } };
  });
}

function bodyOf(fetchMock: ReturnType<typeof mockFetch>, path: string): unknown {
  const call = fetchMock.mock.calls.find(([url]) => String(url) === `/api/v1${path}`);
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
}

function countCalls(fetchMock: ReturnType<typeof mockFetch>, path: string): number {
  return fetchMock.mock.calls.filter(([url]) => String(url) === `/api/v1${path}`).length;
}

async function openOrders() {
  signIn(makeUser());
  renderApp('/dashboard/orders');
  return screen.findAllByTestId('order-group');
}

describe('Orders screen', () => {
  it('shows one card per table and one per order without a table, with tokens, payment status and items', async () => {
    const deliveryGroup = groupOf([
      makeOrder({
        id: 'o3',
        token_no: 9,
        delivery_type: 'delivery',
        table_id: null,
        table_title: null,
        floor: null,
      }),
    ]);
    mockOrdersApi([tableGroup, takeawayGroup, deliveryGroup]);
    const cards = await openOrders();
    expect(cards).toHaveLength(3);
    const [table, takeaway, delivery] = cards as [HTMLElement, HTMLElement, HTMLElement];
    // Each order without a table is its own card, so its actions cannot reach another customer's order.
    expect(within(delivery).getByRole('heading', { name: 'Dine Out / Delivery' })).toBeTruthy();
    expect(
      within(delivery).getByRole('button', { name: 'Actions for Dine Out / Delivery, Token 9' }),
    ).toBeTruthy();
    expect(
      within(takeaway).getByRole('button', { name: 'Actions for Dine Out / Delivery, Token 8' }),
    ).toBeTruthy();

    const t1 = within(table);
    expect(t1.getByRole('heading', { name: 'T1' })).toBeTruthy();
    expect(t1.getByText(/Ground Floor/)).toBeTruthy();
    expect(t1.getByText('Token 7')).toBeTruthy();
    expect(t1.getByText('Unpaid')).toBeTruthy();
    expect(t1.getByText('Classic Burger')).toBeTruthy();
    expect(t1.getByText('+ Bacon')).toBeTruthy();
    expect(t1.getByText('Double')).toBeTruthy();
    expect(t1.getByText('Note: no sugar')).toBeTruthy();
    expect(t1.getByText('×2')).toBeTruthy();
    // Each item carries an icon named by its status.
    expect(t1.getByRole('img', { name: 'Created' })).toBeTruthy();
    expect(t1.getByRole('img', { name: 'Preparing' })).toBeTruthy();

    const out = within(takeaway);
    expect(out.getByRole('heading', { name: 'Dine Out / Delivery' })).toBeTruthy();
    expect(out.getByText('Token 8')).toBeTruthy();
    expect(out.getByText('Paid')).toBeTruthy();
    expect(out.getByText('Take Away · Grace Hopper')).toBeTruthy();
    expect(out.getByRole('img', { name: 'Completed' })).toBeTruthy();
  });

  it('shows the empty state', async () => {
    mockOrdersApi([]);
    signIn(makeUser());
    renderApp('/dashboard/orders');
    expect(await screen.findByText('No Orders Pending!')).toBeTruthy();
  });

  it('says when it shows only the oldest open orders', async () => {
    const more = { 'x-total-count': '250', 'x-has-more': 'true', 'x-next-cursor': 'o2' };
    mockOrdersApi([], { '/orders': { body: [tableGroup, takeawayGroup], headers: more } });
    await openOrders();
    expect((await screen.findByTestId('capped-list')).textContent).toBe(
      'Showing the 2 oldest of 250 open orders. Newer ones appear here as these are closed.',
    );
  });

  it("shows newer pages on request, a table's rounds from both pages on one card", async () => {
    const user = userEvent.setup();
    const more = { 'x-total-count': '3', 'x-has-more': 'true', 'x-next-cursor': 'o2' };
    const laterRound = makeOrder({ id: 'o3', token_no: 9 }); // table T1 again, on the next page
    const fetchMock = mockOrdersApi([], {
      '/orders': { body: [tableGroup, takeawayGroup], headers: more },
      '/orders?after=o2': {
        body: [groupOf([laterRound])],
        headers: { 'x-total-count': '3', 'x-has-more': 'false' },
      },
    });
    expect(await openOrders()).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Show newer orders' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Show newer orders' })).toBeNull());
    const cards = screen.getAllByTestId('order-group');
    expect(cards).toHaveLength(2);
    expect(within(cards[0] as HTMLElement).getByText('Token 7')).toBeTruthy();
    expect(within(cards[0] as HTMLElement).getByText('Token 9')).toBeTruthy();
    expect(screen.queryByTestId('capped-list')).toBeNull();
    expect(calledPaths(fetchMock)).toContain('GET /api/v1/orders?after=o2');
  });

  it('shows no notice when every open order is shown', async () => {
    const all = { 'x-total-count': '2', 'x-has-more': 'false' };
    mockOrdersApi([], { '/orders': { body: [tableGroup, takeawayGroup], headers: all } });
    await openOrders();
    expect(screen.queryByTestId('capped-list')).toBeNull();
  });

  it('shows the load error', async () => {
    mockOrdersApi([], { '/orders': { status: 500 } });
    signIn(makeUser());
    renderApp('/dashboard/orders');
    expect(await screen.findByText('Error loading orders! Please try later!')).toBeTruthy();
  });

  it('reloads on Refresh and says so', async () => {
    const user = userEvent.setup();
    const fetchMock = mockOrdersApi([tableGroup]);
    await openOrders();
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Orders Loaded!')).toBeTruthy();
    expect(countCalls(fetchMock, '/orders')).toBe(2);
  });

  it("sets an item's status from its menu and shows the success dialog", async () => {
    const user = userEvent.setup();
    const fetchMock = mockOrdersApi([tableGroup], {
      '/orders/update-status/i1': { body: { message: 'Order Item status successfully updated!' } },
    });
    await openOrders();
    await user.click(screen.getByRole('button', { name: 'Set status of Classic Burger' }));
    for (const label of ['Preparing', 'Complete', 'Delivered', 'Cancel']) {
      expect(await menuItem(label)).toBeTruthy();
    }
    await user.click(await menuItem('Delivered'));

    const dialog = await screen.findByRole('dialog', { name: 'Success' });
    expect(within(dialog).getByText('Order Item status successfully updated!')).toBeTruthy();
    expect(bodyOf(fetchMock, '/orders/update-status/i1')).toEqual({ status: 'delivered' });
    // The screen reloads its orders after the change.
    await waitFor(() => expect(countCalls(fetchMock, '/orders')).toBe(2));
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Success' })).toBeNull());
  });

  it('offers no Cancel for an item of an order paid at the POS', async () => {
    const user = userEvent.setup();
    mockOrdersApi([takeawayGroup]);
    await openOrders();
    await user.click(screen.getByRole('button', { name: 'Set status of French Fries' }));
    expect((await menuItem('Cancel')).hasAttribute('disabled')).toBe(true);
    expect((await menuItem('Delivered')).hasAttribute('disabled')).toBe(false);
  });

  it("shows the server's message, else the fallback, when an item update fails", async () => {
    const user = userEvent.setup();
    mockOrdersApi([tableGroup], { '/orders/update-status/i1': { status: 500 } });
    await openOrders();
    await user.click(screen.getByRole('button', { name: 'Set status of Classic Burger' }));
    await user.click(await menuItem('Cancel'));
    expect(await screen.findByText('Error processing your request, Please try later!')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Success' })).toBeNull();
  });

  it('voids a line the kitchen started with a reason and, for a cashier, a manager approval', async () => {
    const user = userEvent.setup();
    const answers: TAnswer[] = [
      { status: 403, body: { message: APPROVAL_MSG.approvalRequired, code: 'APPROVAL_REQUIRED' } },
      { body: { message: 'Order Item status successfully updated!' } },
    ];
    const fetchMock = mockFetch((path) => {
      if (path === '/orders/update-status/i2') return answers.shift() ?? { status: 500 };
      if (path === '/orders') return { body: [tableGroup] };
      return { body: ordersInit };
    });
    await openOrders();
    await user.click(screen.getByRole('button', { name: 'Set status of Espresso' }));
    await user.click(await menuItem('Cancel'));

    const reasons = await screen.findByRole('dialog', { name: 'Void Item' });
    await user.click(within(reasons).getByRole('radio', { name: 'Other' }));
    await user.type(within(reasons).getByRole('textbox', { name: /Other reason/ }), 'Dropped on the floor');
    await user.click(within(reasons).getByRole('button', { name: 'Void' }));

    const approval = await screen.findByRole('dialog', { name: 'Manager approval' });
    await user.type(within(approval).getByRole('textbox', { name: /Manager username/ }), 'mia@example.com');
    await user.type(within(approval).getByLabelText(/^PIN/), '4321');
    await user.click(within(approval).getByRole('button', { name: 'Approve' }));

    const done = await screen.findByRole('dialog', { name: 'Success' });
    expect(within(done).getByText('Order Item status successfully updated!')).toBeTruthy();
    const sent = fetchMock.mock.calls
      .filter(([url]) => String(url) === '/api/v1/orders/update-status/i2')
      .map(([, init]) => JSON.parse(String(init?.body)));
    expect(sent).toEqual([
      { status: 'cancelled', reason: 'Dropped on the floor' },
      {
        status: 'cancelled',
        reason: 'Dropped on the floor',
        approval: { username: 'mia@example.com', pin: '4321' },
      },
    ]);
  });

  it('gives a discount on the whole bill: the summary shows it, and over the limit a manager approves', async () => {
    const user = userEvent.setup();
    const summary = (total: number, discountTotal: number) => ({
      body: {
        subtotal: total,
        taxTotal: 0,
        total,
        orders: [makeOrder()],
        discountTotal,
        serviceChargeTotal: 0,
      },
    });
    const pays: TAnswer[] = [
      { status: 403, body: { message: APPROVAL_MSG.approvalRequired, code: 'APPROVAL_REQUIRED' } },
      { body: { message: 'Payment collected, order completed!', invoiceId: 'inv-1', total: 12 } },
    ];
    const fetchMock = mockFetch((path, init) => {
      if (path === '/orders/complete-order-payment-summary')
        return JSON.parse(String(init.body)).discount ? summary(12, 12) : summary(24, 0);
      if (path === '/orders/complete-and-pay-order') return pays.shift() ?? { status: 500 };
      if (path === '/orders') return { body: [tableGroup] };
      return { body: ordersInit };
    });
    await openOrders();
    await user.click(screen.getByRole('button', { name: 'Actions for T1' }));
    await user.click(await menuItem('Pay & Complete'));
    const pay = within(await screen.findByRole('dialog', { name: 'Pay & Complete Order' }));
    expect(within(pay.getByTestId('pay-total')).getByText('KD 24.000')).toBeTruthy();

    await user.click(pay.getByRole('button', { name: 'Discount on the bill' }));
    const discount = within(await screen.findByRole('dialog', { name: 'Discount on the bill' }));
    await user.type(discount.getByRole('textbox', { name: /Percent off/ }), '50');
    await user.type(discount.getByRole('combobox', { name: /Reason/ }), 'Complaint');
    await user.click(discount.getByRole('button', { name: 'Apply' }));
    // applying the discount pays nothing yet: the server's bill with the discount
    await waitFor(() => expect(within(pay.getByTestId('pay-total')).getByText('KD 12.000')).toBeTruthy());
    expect(pay.getByTestId('pay-discounts').textContent).toBe('Discounts-KD 12.000');
    expect(pay.getByRole('button', { name: 'Bill discount 50%' })).toBeTruthy();
    expect(countCalls(fetchMock, '/orders/complete-and-pay-order')).toBe(0);

    await user.click(pay.getByRole('combobox', { name: 'Payment Type' }));
    await user.click(await screen.findByRole('option', { name: 'Card', hidden: true }));
    await user.click(pay.getByRole('button', { name: 'Pay & Complete' }));
    const approval = await screen.findByRole('dialog', { name: 'Manager approval' });
    await user.type(within(approval).getByRole('textbox', { name: /Manager username/ }), 'mia@example.com');
    await user.type(within(approval).getByLabelText(/^PIN/), '4321');
    await user.click(within(approval).getByRole('button', { name: 'Approve' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Pay & Complete Order' })).toBeNull());
    const sent = fetchMock.mock.calls
      .filter(([url]) => String(url) === '/api/v1/orders/complete-and-pay-order')
      .map(([, init]) => JSON.parse(String(init?.body)));
    const bill = { type: 'percent', value: 50, reason: 'Complaint' };
    expect(sent.map((body) => [body.discount, body.approval, body.total])).toEqual([
      [bill, undefined, 12],
      [bill, { username: 'mia@example.com', pin: '4321' }, 12],
    ]);
    // the 403 was answered by the manager dialog, not shown as an error
    expect(
      screen.queryByText(APPROVAL_MSG.approvalRequired, { selector: '.mantine-Notification-description' }),
    ).toBeNull();
  });

  it('asks before cancelling the orders of a card, then cancels them', async () => {
    const user = userEvent.setup();
    const fetchMock = mockOrdersApi([tableGroup], {
      '/orders/cancel': { body: { message: 'Order cancelled!' } },
    });
    await openOrders();
    await user.click(screen.getByRole('button', { name: 'Actions for T1' }));
    await user.click(await menuItem('Cancel'));

    const dialog = await screen.findByRole('dialog', { name: 'Cancel Order' });
    expect(within(dialog).getByText(/This process is irreversible!/)).toBeTruthy();
    expect(countCalls(fetchMock, '/orders/cancel')).toBe(0);
    // the kitchen has started a line of it: a reason first (issue 23)
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Cancel Order' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(APPROVAL_MSG.voidReasonRequired);
    expect(countCalls(fetchMock, '/orders/cancel')).toBe(0);
    await user.click(within(dialog).getByRole('radio', { name: 'Burnt' }));
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Cancel Order' }));

    expect(await screen.findByText('Order cancelled!')).toBeTruthy();
    expect(bodyOf(fetchMock, '/orders/cancel')).toEqual({ orderIds: ['o1'], reason: 'Burnt' });
  });

  it('does not cancel when the confirmation is declined', async () => {
    const user = userEvent.setup();
    const fetchMock = mockOrdersApi([tableGroup]);
    await openOrders();
    await user.click(screen.getByRole('button', { name: 'Actions for T1' }));
    await user.click(await menuItem('Cancel'));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Order' });
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Cancel Order' })).toBeNull());
    expect(countCalls(fetchMock, '/orders/cancel')).toBe(0);
  });

  it('completes the orders of a card after confirming', async () => {
    const user = userEvent.setup();
    const fetchMock = mockOrdersApi([tableGroup], {
      '/orders/complete': { body: { message: 'Order completed!' } },
    });
    await openOrders();
    await user.click(screen.getByRole('button', { name: 'Actions for T1' }));
    await user.click(await menuItem('Complete'));
    const dialog = await screen.findByRole('dialog', { name: 'Complete Order' });
    // tableGroup's order 7 is unpaid: completing takes no money, and the question says so
    expect(within(dialog).getByTestId('complete-unpaid').textContent).toBe(
      'Token 7 is not paid: Complete takes no payment (Pay & Complete does).',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Complete' }));
    expect(await screen.findByText('Order completed!')).toBeTruthy();
    expect(bodyOf(fetchMock, '/orders/complete')).toEqual({ orderIds: ['o1'] });
  });

  it('does not warn about payment when completing a card whose orders are all paid', async () => {
    const user = userEvent.setup();
    mockOrdersApi([takeawayGroup]);
    await openOrders();
    await user.click(screen.getByRole('button', { name: 'Actions for Dine Out / Delivery, Token 8' }));
    await user.click(await menuItem('Complete'));
    const dialog = await screen.findByRole('dialog', { name: 'Complete Order' });
    expect(within(dialog).queryByTestId('complete-unpaid')).toBeNull();
  });

  it('splits a payment over card and cash, the change from the cash (issue 23)', async () => {
    const user = userEvent.setup();
    vi.stubGlobal('open', vi.fn());
    const fetchMock = mockOrdersApi([tableGroup], {
      '/orders/complete-order-payment-summary': {
        body: { subtotal: 24.2, taxTotal: 1.955, total: 26.155, orders: [makeOrder()] },
      },
      '/orders/complete-and-pay-order': {
        body: { message: 'Payment collected, order completed!', invoiceId: 'inv-1', total: 26.155 },
      },
    });
    await openOrders();
    await user.click(screen.getByRole('button', { name: 'Actions for T1' }));
    await user.click(await menuItem('Pay & Complete'));
    const pay = within(await screen.findByRole('dialog', { name: 'Pay & Complete Order' }));
    await user.click(pay.getByRole('button', { name: 'Split payment' }));
    /** Picks `option` in the list of the select named `label` (each select has its own). */
    const choose = async (label: string, option: string) => {
      const select = pay.getByRole('combobox', { name: label });
      await user.click(select);
      const list = await waitFor(() => {
        const found = document.getElementById(select.getAttribute('aria-controls') ?? '');
        if (!found) throw new Error(`no list for ${label}`);
        return found;
      });
      await user.click(within(list).getByRole('option', { name: option, hidden: true }));
    };
    await choose('Payment 1', 'Card');
    await user.type(pay.getByRole('textbox', { name: 'Amount 1' }), '20');
    expect(pay.getByTestId('split-tender-state').textContent).toBe('Left to pay KD 6.155');
    await choose('Payment 2', 'Cash');
    await user.type(pay.getByRole('textbox', { name: 'Amount 2' }), '10');
    expect(pay.getByTestId('split-tender-state').textContent).toBe('Change KD 3.845');
    await user.click(pay.getByRole('button', { name: 'Pay & Complete' }));
    expect(await screen.findByText('Payment collected, order completed!')).toBeTruthy();
    expect(bodyOf(fetchMock, '/orders/complete-and-pay-order')).toMatchObject({
      paymentTypeId: 'pt-card',
      amountTendered: null,
      payments: [
        { paymentTypeId: 'pt-card', amount: 20 },
        { paymentTypeId: 'pt-cash', amount: 10 },
      ],
    });
  });

  it("shows the server's payment summary in the store currency and pays with the chosen type", async () => {
    const user = userEvent.setup();
    const open = vi.fn();
    vi.stubGlobal('open', open);
    const fetchMock = mockOrdersApi([tableGroup], {
      // issue 23: a 10 % service charge and a discount, taxed on top (the total is the server's)
      '/orders/complete-order-payment-summary': {
        body: {
          subtotal: 24.2,
          taxTotal: 1.955,
          total: 26.155,
          orders: [makeOrder()],
          discountTotal: 1.5,
          serviceChargeTotal: 2.42,
          serviceChargeRate: 10,
        },
      },
      '/orders/complete-and-pay-order': {
        body: { message: 'Payment collected, order completed!', invoiceId: 'inv-1', total: 26.155 },
      },
      // issue 22: the store's default payment type
      '/orders/init': {
        body: {
          ...ordersInit,
          storeSettings: { ...ordersInit.storeSettings, defaultPaymentTypeId: 'pt-card' },
        },
      },
    });
    await openOrders();
    await user.click(screen.getByRole('button', { name: 'Actions for T1' }));
    await user.click(await menuItem('Pay & Complete'));

    const dialog = await screen.findByRole('dialog', { name: 'Pay & Complete Order' });
    const pay = within(dialog);
    expect(bodyOf(fetchMock, '/orders/complete-order-payment-summary')).toEqual({ orderIds: ['o1'] });
    // KWD has three decimals and a letter symbol.
    expect(within(pay.getByTestId('pay-subtotal')).getByText('KD 24.200')).toBeTruthy();
    expect(within(pay.getByTestId('pay-tax')).getByText('KD 1.955')).toBeTruthy();
    expect(within(pay.getByTestId('pay-total')).getByText('KD 26.155')).toBeTruthy();
    expect(pay.getByTestId('pay-service-charge').textContent).toBe('Service Charge (10%)KD 2.420');
    expect(pay.getByTestId('pay-discounts').textContent).toBe('Discounts-KD 1.500');

    // Issue 22: the store's default type is preselected; a card payment takes no amount tendered.
    expect((pay.getByRole('combobox', { name: 'Payment Type' }) as HTMLInputElement).value).toBe('Card');
    expect(pay.queryByRole('textbox', { name: /Amount Tendered/ })).toBeNull();
    expect(countCalls(fetchMock, '/orders/complete-and-pay-order')).toBe(0);

    await user.click(pay.getByRole('combobox', { name: 'Payment Type' }));
    await user.click(await screen.findByRole('option', { name: 'Cash', hidden: true }));
    expect(pay.getByRole('textbox', { name: /Amount Tendered/ })).toBeTruthy();
    // issue 23: a 10 % tip of the bill, rounded by the shared rule (2.6155 → 2.616)
    await user.click(pay.getByRole('button', { name: '10%' }));
    expect(pay.getByTestId('pay-total-with-tip').textContent).toBe('Total with TipKD 28.771');
    await user.click(pay.getByRole('checkbox', { name: 'Print Receipt?' }));
    await user.click(pay.getByRole('button', { name: 'Pay & Complete' }));

    expect(await screen.findByText('Payment collected, order completed!')).toBeTruthy();
    expect(bodyOf(fetchMock, '/orders/complete-and-pay-order')).toEqual({
      orderIds: ['o1'],
      paymentTypeId: 'pt-cash',
      amountTendered: null,
      payments: null,
      tip: { type: 'amount', value: 2.616 },
      discount: null,
      subTotal: 24.2,
      taxTotal: 1.955,
      total: 26.155,
    });
    // the ticked box is this device's choice from now on
    expect(localStorage.getItem(printReceiptChoiceKey(makeUser().tenantId ?? ''))).toBe('1');
    expect(open).toHaveBeenCalledWith(
      '/print-receipt?invoiceId=inv-1',
      'receipt invoiceId=inv-1',
      'width=400,height=400',
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Pay & Complete Order' })).toBeNull());
    expect(screen.queryByText(/This payment was charged/)).toBeNull();
  });

  it("starts Print Receipt? from this device's last choice, else the store's print switch (issue 22)", async () => {
    const user = userEvent.setup();
    mockOrdersApi([tableGroup], {
      '/orders/complete-order-payment-summary': {
        body: { subtotal: 24.2, taxTotal: 1.955, total: 26.155, orders: [makeOrder()] },
      },
      '/orders/init': { body: { ...ordersInit, printSettings: { is_enable_print: 1 } } },
    });
    await openOrders();
    // Pay & Complete is also the card's visible main action (issue 22), not only in its menu.
    const openPay = async () => {
      await user.click(screen.getByRole('button', { name: 'Pay & Complete T1' }));
      return within(await screen.findByRole('dialog', { name: 'Pay & Complete Order' }));
    };
    const box = (pay: ReturnType<typeof within>) =>
      pay.getByRole('checkbox', { name: 'Print Receipt?' }) as HTMLInputElement;
    let pay = await openPay();
    // no choice yet on this device: the store prints receipts
    expect(box(pay).checked).toBe(true);
    // no Card default: the cash type is preselected
    expect((pay.getByRole('combobox', { name: 'Payment Type' }) as HTMLInputElement).value).toBe('Cash');
    await user.click(box(pay));
    await user.click(pay.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Pay & Complete Order' })).toBeNull());
    pay = await openPay();
    expect(box(pay).checked).toBe(false);
  });

  it('says when the payment charged otherwise than shown, and offers the receipt the browser blocked', async () => {
    const user = userEvent.setup();
    const open = vi.fn(() => null); // a popup blocker: no window
    vi.stubGlobal('open', open);
    mockOrdersApi([tableGroup], {
      '/orders/complete-order-payment-summary': {
        body: { subtotal: 24.2, taxTotal: 1.955, total: 26.155, orders: [makeOrder()] },
      },
      // another device cancelled an item after the summary was shown
      '/orders/complete-and-pay-order': {
        body: { message: 'Payment collected, order completed!', invoiceId: 'inv-2', total: 20 },
      },
    });
    await openOrders();
    await user.click(screen.getByRole('button', { name: 'Actions for T1' }));
    await user.click(await menuItem('Pay & Complete'));
    const pay = within(await screen.findByRole('dialog', { name: 'Pay & Complete Order' }));
    await user.click(pay.getByRole('combobox', { name: 'Payment Type' }));
    await user.click(await screen.findByRole('option', { name: 'Cash', hidden: true }));
    await user.click(pay.getByRole('checkbox', { name: 'Print Receipt?' }));
    await user.click(pay.getByRole('button', { name: 'Pay & Complete' }));

    expect(await screen.findByText('The orders changed! This payment was charged KD 20.000.')).toBeTruthy();
    expect(await screen.findByText('The browser blocked the receipt window.')).toBeTruthy();
    expect(open).toHaveBeenCalledTimes(1);
    open.mockImplementation(() => ({}) as never); // the click on the notice is let through
    await user.click(screen.getByRole('button', { name: 'Print Receipt' }));
    expect(open).toHaveBeenLastCalledWith(
      '/print-receipt?invoiceId=inv-2',
      'receipt invoiceId=inv-2',
      'width=400,height=400',
    );
    await waitFor(() => expect(screen.queryByText('The browser blocked the receipt window.')).toBeNull());
  });

  // Print Receipt bills what the card still owes (a round paid at the POS is not billed again), or all of
  // its orders once every one is paid.
  it.each([
    ['the unpaid orders of a table', ['pending', 'paid', 'pending'], 'o1,o5'],
    ['every order of a table whose orders are all paid', ['paid', 'paid', 'paid'], 'o1,o4,o5'],
  ] as const)('prints one bill of %s from Print Receipt', async (_case, payments, billed) => {
    const user = userEvent.setup();
    const open = vi.fn();
    vi.stubGlobal('open', open);
    const ids = ['o1', 'o4', 'o5'];
    mockOrdersApi([
      groupOf(ids.map((id, i) => makeOrder({ id, token_no: 7 + i, payment_status: payments[i] }))),
    ]);
    await openOrders();
    // the visible Pay & Complete is there while something is unpaid
    const unpaid = payments.some((payment) => payment !== 'paid');
    expect(screen.queryByRole('button', { name: 'Pay & Complete T1' }) !== null).toBe(unpaid);
    await user.click(screen.getByRole('button', { name: 'Actions for T1' }));
    await user.click(await menuItem('Print Receipt'));
    expect(open).toHaveBeenCalledWith(
      `/print-receipt?orderIds=${billed}`,
      `receipt orderIds=${billed}`,
      'width=400,height=400',
    );
  });

  it('moves a card to another table, saying when it merges onto an occupied one (issue 23)', async () => {
    const user = userEvent.setup();
    const fetchMock = mockOrdersApi([tableGroup, takeawayGroup], {
      '/orders/transfer': { body: { message: 'Moved to T1!' } },
    });
    await openOrders();
    // T1's own card offers the other tables only
    await user.click(screen.getByRole('button', { name: 'Actions for T1' }));
    await user.click(await menuItem('Move to Another Table'));
    let dialog = within(await screen.findByRole('dialog', { name: 'Move to Another Table' }));
    await user.click(dialog.getByRole('combobox', { name: 'Table' }));
    expect(
      (await screen.findAllByRole('option', { hidden: true })).map((option) => option.textContent),
    ).toEqual(['R1 (2 person) Roof']);
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Move to Another Table' })).toBeNull());

    // a takeaway whose guests sit down at T1, which has open orders: a merge
    await user.click(screen.getByRole('button', { name: 'Actions for Dine Out / Delivery, Token 8' }));
    await user.click(await menuItem('Move to Another Table'));
    dialog = within(await screen.findByRole('dialog', { name: 'Move to Another Table' }));
    await user.click(dialog.getByRole('button', { name: 'Move' }));
    expect(dialog.getByText('Please select the table to move to!')).toBeTruthy();
    expect(countCalls(fetchMock, '/orders/transfer')).toBe(0);
    await user.click(dialog.getByRole('combobox', { name: 'Table' }));
    await user.click(
      await screen.findByRole('option', { name: 'T1 (4 person) Ground · occupied', hidden: true }),
    );
    expect(dialog.getByTestId('move-merges')).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Move' }));
    expect(await screen.findByText('Moved to T1!')).toBeTruthy();
    expect(bodyOf(fetchMock, '/orders/transfer')).toEqual({ orderIds: ['o2'], tableId: 't1' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Move to Another Table' })).toBeNull());
  });

  it('refetches on new_order, order_update and reconnect', async () => {
    const fetchMock = mockOrdersApi([tableGroup]);
    await openOrders();
    expect(countCalls(fetchMock, '/orders')).toBe(1);
    act(() => emitLive('new_order'));
    await waitFor(() => expect(countCalls(fetchMock, '/orders')).toBe(2));
    act(() => emitLive('order_update'));
    await waitFor(() => expect(countCalls(fetchMock, '/orders')).toBe(3));
    act(() => emitLive('reconnect'));
    await waitFor(() => expect(countCalls(fetchMock, '/orders')).toBe(4));
  });

  it('shows that live updates are paused while the link is down', async () => {
    mockOrdersApi([tableGroup]);
    await openOrders();
    expect(screen.getByText('Live')).toBeTruthy();
    act(() => setLiveStatus('down'));
    expect(await screen.findByText('Live updates paused — reconnecting…')).toBeTruthy();
    act(() => setLiveStatus('live'));
    await waitFor(() => expect(screen.queryByText('Live updates paused — reconnecting…')).toBeNull());
  });
});

describe('Orders screen in other languages (issue 24)', () => {
  afterEach(() => act(() => setLanguage('en')));

  it('speaks German: title, tokens, payment badges, item states, notes and the card actions', async () => {
    await act(() => setLanguage('de'));
    mockOrdersApi([tableGroup, takeawayGroup]);
    const [table, takeaway] = (await openOrders()) as [HTMLElement, HTMLElement];
    expect(screen.getByRole('heading', { name: 'Bestellungen' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Aktualisieren' })).toBeTruthy();

    const t1 = within(table);
    expect(t1.getByText('Bon 7')).toBeTruthy();
    expect(t1.getByText('Unbezahlt')).toBeTruthy();
    expect(t1.getByText('Ground Floor · 1 Bestellung')).toBeTruthy();
    expect(t1.getByText('Notiz: no sugar')).toBeTruthy();
    expect(t1.getByRole('img', { name: 'Erstellt' })).toBeTruthy();
    expect(t1.getByRole('img', { name: 'In Zubereitung' })).toBeTruthy();
    expect(t1.getByRole('button', { name: 'Aktionen für T1' })).toBeTruthy();
    expect(t1.getByRole('button', { name: 'T1 bezahlen & abschließen' }).textContent).toBe(
      'Bezahlen & abschließen',
    );

    const out = within(takeaway);
    // the shared grouping's title of an order without a table, in German too
    expect(out.getByRole('heading', { name: 'Außer Haus / Lieferung' })).toBeTruthy();
    expect(out.getByText('Bezahlt')).toBeTruthy();
    expect(out.getByRole('button', { name: 'Aktionen für Außer Haus / Lieferung, Bon 8' })).toBeTruthy();
  });

  it('reads right to left in Arabic', async () => {
    await act(() => setLanguage('ar'));
    mockOrdersApi([tableGroup]);
    const [table] = (await openOrders()) as [HTMLElement];
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    expect(screen.getByRole('heading', { name: 'الطلبات' })).toBeTruthy();
    expect(within(table).getByText('رقم الطلب 7')).toBeTruthy();
    expect(within(table).getByText('غير مدفوع')).toBeTruthy();
  });
});
