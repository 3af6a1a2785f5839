import type { TQrOrder } from '@opentab/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emitLive } from '../../test/fake-realtime';
import { makePosInit, posAnswers } from '../../test/pos-fixtures';
import { calledPaths, makeUser, mockFetch, renderApp, signIn } from '../../test/render';

vi.mock('../../lib/realtime', () => import('../../test/fake-realtime'));

afterEach(() => vi.restoreAllMocks());

type TAnswers = Parameters<typeof posAnswers>[1];

const line = (changes: Partial<TQrOrder['items'][number]>): TQrOrder['items'][number] => ({
  id: 'cake',
  item_id: 'cake',
  item_title: 'Cheesecake',
  quantity: 1,
  notes: null,
  variant_id: null,
  variant_title: null,
  variant_price: null,
  addons: [],
  addons_ids: [],
  price: 6.5,
  unit_price: 6.5,
  tax_rate: null,
  tax_type: null,
  ...changes,
});

/** A phone customer at T2: a large latte with oat milk and a note, two fries, and a dish since deleted. */
const AT_T2: TQrOrder = {
  id: 'qr-1',
  table_id: 't2',
  table_title: 'T2',
  floor: 'Terrace',
  delivery_type: null,
  customer_type: 'CUSTOMER',
  customer_id: '+1 555 0101',
  customer_name: 'Ana Diner',
  created_at: '2025-01-01T10:00:00.000Z',
  items: [
    line({
      id: 'latte',
      item_id: 'latte',
      item_title: 'Caffe Latte',
      notes: 'extra hot',
      variant_id: 'v-large',
      variant_title: 'Large',
      variant_price: 5,
      addons: [{ id: 'a-oat', title: 'Oat Milk', price: 0.6 }],
      addons_ids: ['a-oat'],
      unit_price: 5.6,
    }),
    line({ id: 'fries', item_id: 'fries', item_title: 'French Fries', quantity: 2, unit_price: 3 }),
    line({ id: null, item_id: null, item_title: 'Old Special' }),
  ],
};

/** A guest without a table. */
const GUEST: TQrOrder = {
  ...AT_T2,
  id: 'qr-2',
  table_id: null,
  table_title: null,
  floor: null,
  customer_type: 'WALKIN',
  customer_id: null,
  customer_name: 'Guest',
  items: [line({})],
};

async function openPos(answers: TAnswers = {}) {
  const fetchMock = mockFetch(posAnswers(makePosInit(), answers));
  signIn(makeUser());
  renderApp('/dashboard/pos');
  await screen.findAllByTestId('menu-item-card');
  return fetchMock;
}

/** The server's QR orders: count and list follow `open`, and accepting, deleting or clearing change it. */
function qrServer(initial: TQrOrder[]) {
  let open = [...initial];
  const answers: TAnswers = {
    '/pos/qrorders/count': () => ({ body: { totalQROrders: open.length } }),
    '/pos/qrorders': () => ({ body: open }),
    '/pos/qrorders/cancel-all': () => {
      open = [];
      return { body: { message: 'QR orders cleared!' } };
    },
    '/pos/create-order': (request) => {
      const { selectedQrOrderItem } = JSON.parse(String(request.body));
      open = open.filter((qrOrder) => qrOrder.id !== selectedQrOrderItem);
      return {
        body: { message: 'Order sent to Kitchen!', tokenNo: 21, orderId: 'order-21', payableTotal: 6.5 },
      };
    },
  };
  for (const qrOrder of initial) {
    answers[`/pos/qrorders/${qrOrder.id}`] = () => {
      open = open.filter((o) => o.id !== qrOrder.id);
      return { body: { message: 'QR order cancelled!' } };
    };
  }
  return {
    answers,
    place: (qrOrder: TQrOrder) => {
      open = [...open, qrOrder];
    },
  };
}

const badge = () => screen.queryByTestId('qr-order-count');
const lines = () => screen.queryAllByTestId('cart-line');

async function openList(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: /^QR Menu Orders/ }));
  const dialog = within(await screen.findByRole('dialog', { name: 'QR Orders' }));
  await dialog.findAllByTestId('qr-order-row');
  return dialog;
}

/** Send to Kitchen through its summary; answers the body of the create-order call it made. */
async function sendToKitchen(user: ReturnType<typeof userEvent.setup>, fetchMock: TFetchMock) {
  await user.click(screen.getByRole('button', { name: 'Send to Kitchen' }));
  const summary = within(await screen.findByRole('dialog', { name: 'Send order to Kitchen' }));
  await user.click(summary.getByRole('button', { name: 'Send to Kitchen' }));
  await screen.findByRole('dialog', { name: 'Order sent to Kitchen!' });
  const post = fetchMock.mock.calls.find(([url]) => String(url) === '/api/v1/pos/create-order');
  return JSON.parse(String(post?.[1]?.body)) as Record<string, unknown>;
}

type TFetchMock = Awaited<ReturnType<typeof openPos>>;

describe('QR orders at the POS', () => {
  it('shows the open count as a red badge, hidden at 0, and refetches it on new_qrorder', async () => {
    const server = qrServer([]);
    const fetchMock = await openPos(server.answers);
    await waitFor(() => expect(calledPaths(fetchMock)).toContain('GET /api/v1/pos/qrorders/count'));
    expect(badge()).toBeNull();
    expect(screen.getByRole('button', { name: 'QR Menu Orders' })).toBeTruthy();

    server.place(AT_T2);
    server.place(GUEST);
    act(() => emitLive('new_qrorder'));
    await waitFor(() => expect(badge()?.textContent).toBe('2'));
    expect(screen.getByRole('button', { name: /^QR Menu Orders\s*2 waiting$/ })).toBeTruthy();

    // A reconnect refetches too (events may have been missed while the link was down).
    server.place({ ...GUEST, id: 'qr-3' });
    act(() => emitLive('reconnect'));
    await waitFor(() => expect(badge()?.textContent).toBe('3'));
  });

  it('lists table or N/A, WALKIN or the name, and the item count', async () => {
    const user = userEvent.setup();
    await openPos(qrServer([AT_T2, GUEST]).answers);
    const dialog = await openList(user);
    const rows = dialog.getAllByTestId('qr-order-row').map((row) => ({
      table: within(row).getByTestId('qr-order-table').textContent,
      customer: within(row).getByTestId('qr-order-customer').textContent,
      items: within(row).getByTestId('qr-order-items').textContent,
    }));
    expect(rows).toEqual([
      { table: 'T2', customer: 'Ana Diner', items: '3 items' },
      { table: 'N/A', customer: 'WALKIN', items: '1 item' },
    ]);
  });

  it('deletes one and clears all after confirming', async () => {
    const user = userEvent.setup();
    const server = qrServer([AT_T2, GUEST]);
    const fetchMock = await openPos(server.answers);
    await waitFor(() => expect(badge()?.textContent).toBe('2'));
    const dialog = await openList(user);

    await user.click(dialog.getByRole('button', { name: 'Delete QR order N/A · WALKIN' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Delete QR order' }));
    expect(confirm.getByText('Are you sure? This process is irreversible!')).toBeTruthy();
    expect(calledPaths(fetchMock)).not.toContain('DELETE /api/v1/pos/qrorders/qr-2');
    await user.click(confirm.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('QR order cancelled!')).toBeTruthy();
    expect(calledPaths(fetchMock)).toContain('DELETE /api/v1/pos/qrorders/qr-2');
    await waitFor(() => expect(dialog.getAllByTestId('qr-order-row')).toHaveLength(1));
    await waitFor(() => expect(badge()?.textContent).toBe('1'));

    await user.click(dialog.getByRole('button', { name: 'Clear All' }));
    const clear = within(await screen.findByRole('dialog', { name: 'Clear all QR orders' }));
    expect(clear.getByText('Are you sure? This process is irreversible!')).toBeTruthy();
    await user.click(clear.getByRole('button', { name: 'Clear All' }));
    expect(await screen.findByText('QR orders cleared!')).toBeTruthy();
    expect(calledPaths(fetchMock)).toContain('POST /api/v1/pos/qrorders/cancel-all');
    expect(await dialog.findByText('No QR orders waiting!')).toBeTruthy();
    await waitFor(() => expect(badge()).toBeNull());
  });

  it('shows the fallback when clearing fails without a message', async () => {
    const user = userEvent.setup();
    await openPos({ ...qrServer([GUEST]).answers, '/pos/qrorders/cancel-all': { status: 500 } });
    const dialog = await openList(user);
    await user.click(dialog.getByRole('button', { name: 'Clear All' }));
    const clear = within(await screen.findByRole('dialog', { name: 'Clear all QR orders' }));
    await user.click(clear.getByRole('button', { name: 'Clear All' }));
    expect(
      await screen.findByText("We're getting issue while clearing orders! Please try later!"),
    ).toBeTruthy();
    expect(dialog.getAllByTestId('qr-order-row')).toHaveLength(1);
  });

  it('loads a QR order into the POS and sends it with selectedQrOrderItem, then clears the selection', async () => {
    const user = userEvent.setup();
    const server = qrServer([AT_T2, GUEST]);
    const fetchMock = await openPos(server.answers);
    await waitFor(() => expect(badge()?.textContent).toBe('2'));
    await user.click(screen.getByRole('button', { name: 'Add French Fries' }));

    const dialog = await openList(user);
    await user.click(dialog.getByRole('button', { name: 'Load QR order T2 · Ana Diner' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'QR Orders' })).toBeNull());

    // The deleted dish is left out with a message; the rest replaces the cart.
    expect(await screen.findByText(/1 QR order item\(s\) are no longer on the menu/)).toBeTruthy();
    expect(lines()).toHaveLength(2);
    const latte = within(lines()[0] as HTMLElement);
    expect(latte.getByText('Large')).toBeTruthy();
    expect(latte.getByText(/Oat Milk/)).toBeTruthy();
    expect(latte.getByText(/extra hot/)).toBeTruthy();
    expect(within(lines()[1] as HTMLElement).getByTestId('line-quantity').textContent).toBe('2');
    expect(screen.getByTestId('customer-name').textContent).toBe('Ana Diner (+1 555 0101)');
    expect((screen.getByRole('combobox', { name: 'Table' }) as HTMLInputElement).value).toBe(
      'T2 (2 person) Terrace',
    );
    expect((screen.getByRole('combobox', { name: 'Dining option' }) as HTMLInputElement).value).toBe(
      'Dine-In',
    );
    expect(screen.getByTestId('qr-order-chip').textContent).toBe('QR order loaded · T2 · Ana Diner');

    expect(await sendToKitchen(user, fetchMock)).toEqual({
      cart: [
        {
          id: 'latte',
          quantity: 1,
          notes: 'extra hot',
          variant_id: 'v-large',
          addons_ids: ['a-oat'],
          discount: null,
        },
        { id: 'fries', quantity: 2, notes: null, variant_id: null, addons_ids: [], discount: null },
      ],
      deliveryType: 'dinein',
      customerType: 'CUSTOMER',
      customerId: '+1 555 0101',
      tableId: 't2',
      selectedQrOrderItem: 'qr-1',
      discount: null,
    });

    // The selection is cleared, the badge drops by one and the list no longer has it.
    expect(screen.queryByTestId('qr-order-chip')).toBeNull();
    await waitFor(() => expect(badge()?.textContent).toBe('1'));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const after = await openList(user);
    expect(after.getAllByTestId('qr-order-row')).toHaveLength(1);
    expect(after.getByTestId('qr-order-customer').textContent).toBe('WALKIN');
  });

  it('loads a guest order as WALKIN without a table, and New clears the selection', async () => {
    const user = userEvent.setup();
    const fetchMock = await openPos({
      ...qrServer([GUEST]).answers,
      '/pos/create-order': {
        body: { message: 'Order sent to Kitchen!', tokenNo: 5, orderId: 'order-5', payableTotal: 6.5 },
      },
    });
    const dialog = await openList(user);
    await user.click(dialog.getByRole('button', { name: 'Load QR order N/A · WALKIN' }));
    expect(await screen.findByText('QR order loaded!')).toBeTruthy();
    expect(lines()).toHaveLength(1);
    expect(screen.getByTestId('customer-name').textContent).toBe('WALKIN CUSTOMER');
    expect((screen.getByRole('combobox', { name: 'Table' }) as HTMLInputElement).value).toBe('');
    expect(screen.getByTestId('qr-order-chip').textContent).toBe('QR order loaded · WALKIN');

    await user.click(screen.getByRole('button', { name: 'New' }));
    expect(screen.queryByTestId('qr-order-chip')).toBeNull();
    expect(lines()).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Add Cheesecake' }));
    expect((await sendToKitchen(user, fetchMock)).selectedQrOrderItem).toBeNull();
  });

  it('lets a loaded QR order go when its cart is saved as a draft or replaced by a draft', async () => {
    const user = userEvent.setup();
    const fetchMock = await openPos({
      ...qrServer([GUEST]).answers,
      '/pos/create-order': {
        body: { message: 'Order sent to Kitchen!', tokenNo: 6, orderId: 'order-6', payableTotal: 6.5 },
      },
    });
    // a draft saved before the QR order came in
    await user.click(screen.getByRole('button', { name: 'Add Cheesecake' }));
    await user.click(screen.getByRole('button', { name: 'Draft' }));
    const save = within(await screen.findByRole('dialog', { name: 'Save Cart Items to Drafts' }));
    await user.type(save.getByRole('textbox', { name: /Reference/ }), 'Window seat');
    await user.click(save.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(lines()).toHaveLength(0));

    const qrList = await openList(user);
    await user.click(qrList.getByRole('button', { name: 'Load QR order N/A · WALKIN' }));
    expect(await screen.findByTestId('qr-order-chip')).toBeTruthy();

    // loading the draft replaces the diner's lines, so the QR order is no longer this order
    await user.click(screen.getByRole('button', { name: /^Drafts List/ }));
    const draftList = within(await screen.findByRole('dialog', { name: 'Drafts' }));
    await user.click(draftList.getByRole('button', { name: /Load/ }));
    await waitFor(() => expect(screen.queryByTestId('qr-order-chip')).toBeNull());
    expect((await sendToKitchen(user, fetchMock)).selectedQrOrderItem).toBeNull();
    await user.keyboard('{Escape}');

    // saving a loaded QR order's cart as a draft lets the QR order go too
    const again = await openList(user);
    await user.click(again.getByRole('button', { name: 'Load QR order N/A · WALKIN' }));
    expect(await screen.findByTestId('qr-order-chip')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Draft' }));
    const saveQr = within(await screen.findByRole('dialog', { name: 'Save Cart Items to Drafts' }));
    await user.click(saveQr.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByTestId('qr-order-chip')).toBeNull());
  });
});
