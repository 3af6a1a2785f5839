import { POS_MSG, type TPosInitResponse } from '@opentab/shared';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makePosInit, posAnswers } from '../../test/pos-fixtures';
import { makeUser, mockFetch, renderApp, signIn } from '../../test/render';
import { posOrderKey } from './pos-order-storage';

vi.mock('../../lib/realtime', () => import('../../test/fake-realtime'));

afterEach(() => vi.restoreAllMocks());

type TAnswers = Parameters<typeof posAnswers>[1];

async function openPos(answers: TAnswers = {}, init: TPosInitResponse = makePosInit()) {
  const fetchMock = mockFetch(posAnswers(init, answers));
  signIn(makeUser());
  renderApp('/dashboard/pos');
  await screen.findAllByTestId('menu-item-card');
  return fetchMock;
}

function postsTo(fetchMock: ReturnType<typeof mockFetch>, path: string) {
  return fetchMock.mock.calls
    .filter(([url]) => String(url) === `/api/v1${path}`)
    .map(([, init]) => ({
      body: JSON.parse(String(init?.body)),
      key: new Headers(init?.headers).get('Idempotency-Key'),
    }));
}

async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option, hidden: true }));
}

/** Small latte with oat milk (5 % inclusive) and two fries (8.875 % exclusive). */
async function fillCart(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Add Caffe Latte' }));
  const options = within(await screen.findByRole('dialog', { name: 'Select Variant & Addons' }));
  await user.click(options.getByRole('checkbox', { name: 'Oat Milk (+$0.60)' }));
  await user.click(options.getByRole('button', { name: 'Add to Cart' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await user.click(screen.getByRole('button', { name: 'Add French Fries' }));
  await user.click(screen.getByRole('button', { name: 'Increase French Fries' }));
}

/** Send to Kitchen, then the summary's own Send to Kitchen. */
async function sendToKitchen(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Send to Kitchen' }));
  const summary = within(await screen.findByRole('dialog', { name: 'Send order to Kitchen' }));
  await user.click(summary.getByRole('button', { name: 'Send to Kitchen' }));
}

/** Closes the open dialog (a failed send leaves the summary open, a sent one its token). */
async function closeDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

// charged what the summary showed for the usual cart here, one Cheesecake
const SENT = { message: 'Order sent to Kitchen!', tokenNo: 17, orderId: 'order-1', payableTotal: 6.5 };

describe('POS sending', () => {
  it('refuses an empty cart and a Dine-In without a table before calling the server', async () => {
    const user = userEvent.setup();
    const fetchMock = await openPos();
    await user.click(screen.getByRole('button', { name: 'Send to Kitchen' }));
    expect(await screen.findByText('Cart is empty!')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Add Cheesecake' }));
    await choose(user, 'Dining option', 'Dine-In');
    await user.click(screen.getByRole('button', { name: 'Send to Kitchen' }));
    expect(await screen.findByText('Please select a table for Dine-In!')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Create Receipt & Pay' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);

    await choose(user, 'Table', 'T1 (4 person) Ground');
    await user.click(screen.getByRole('button', { name: 'Send to Kitchen' }));
    expect(await screen.findByRole('dialog', { name: 'Send order to Kitchen' })).toBeTruthy();
  });

  it('lets Dine-In go without a table when the store has none', async () => {
    const user = userEvent.setup();
    await openPos({}, makePosInit({ storeTables: [] }));
    await user.click(screen.getByRole('button', { name: 'Add Cheesecake' }));
    await choose(user, 'Dining option', 'Dine-In');
    await user.click(screen.getByRole('button', { name: 'Send to Kitchen' }));
    expect(await screen.findByRole('dialog', { name: 'Send order to Kitchen' })).toBeTruthy();
  });

  it('shows totals from the shared tax module for inclusive and exclusive items', async () => {
    const user = userEvent.setup();
    await openPos();
    await fillCart(user);
    await user.click(screen.getByRole('button', { name: 'Send to Kitchen' }));
    const summary = within(await screen.findByRole('dialog', { name: 'Send order to Kitchen' }));
    // Latte 4.10 incl. 5 %: tax 0.20, net 3.90. Fries 2 x 3.00 excl. 8.875 %: tax 0.5325 → 0.53, net 6.00.
    expect(summary.getByTestId('Items Net Total').textContent).toBe('$9.90');
    expect(summary.getByTestId('Tax Total').textContent).toBe('$0.73');
    expect(summary.getByTestId('Payable Total').textContent).toBe('$10.63');
  });

  it('sends the cart with an Idempotency-Key that a retry reuses, and keeps the cart when sending fails', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    const fetchMock = await openPos({
      '/customers/search-by-phone-name/search': {
        body: [{ name: 'Ann Lee', phone: '+1 555 0101' }],
      },
      '/pos/create-order': () => {
        attempts += 1;
        return attempts === 1 ? { status: 503 } : { body: SENT };
      },
    });
    await fillCart(user);
    await user.click(screen.getByRole('button', { name: 'Notes for French Fries' }));
    await user.type(
      await screen.findByRole('textbox', { name: 'Notes for French Fries' }),
      'extra crispy{Enter}',
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Customer: WALKIN CUSTOMER' }));
    const search = within(await screen.findByRole('dialog', { name: 'Search Customer' }));
    await user.type(search.getByRole('textbox', { name: 'Search by phone or name' }), 'ann{Enter}');
    await user.click(await search.findByRole('button', { name: /Ann Lee/ }));
    await choose(user, 'Dining option', 'Take Away');
    await choose(user, 'Table', 'T2 (2 person) Terrace');

    await user.click(screen.getByRole('button', { name: 'Send to Kitchen' }));
    const summary = within(await screen.findByRole('dialog', { name: 'Send order to Kitchen' }));
    await user.click(summary.getByRole('button', { name: 'Send to Kitchen' }));
    expect(await screen.findByText('Something went wrong!')).toBeTruthy();
    expect(screen.getAllByTestId('cart-line')).toHaveLength(2);

    await user.click(summary.getByRole('button', { name: 'Send to Kitchen' }));
    const sent = within(await screen.findByRole('dialog', { name: 'Order sent to Kitchen!' }));
    expect(sent.getByTestId('sent-token').textContent).toBe('17');
    expect(sent.getByText('Order ID: order-1')).toBeTruthy();

    const posts = postsTo(fetchMock, '/pos/create-order');
    expect(posts).toHaveLength(2);
    expect(posts[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(posts[1]?.key).toBe(posts[0]?.key);
    expect(posts[1]?.body).toEqual({
      cart: [
        {
          id: 'latte',
          quantity: 1,
          notes: null,
          variant_id: 'v-small',
          addons_ids: ['a-oat'],
          discount: null,
        },
        { id: 'fries', quantity: 2, notes: 'extra crispy', variant_id: null, addons_ids: [], discount: null },
      ],
      deliveryType: 'takeaway',
      customerType: 'CUSTOMER',
      customerId: '+1 555 0101',
      tableId: 't2',
      selectedQrOrderItem: null,
      discount: null,
    });

    // After success the POS starts a new order: empty cart, walk-in customer.
    expect(screen.queryAllByTestId('cart-line')).toHaveLength(0);
    expect(screen.getByTestId('customer-name').textContent).toBe('WALKIN CUSTOMER');

    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    await user.click(sent.getByRole('button', { name: 'Print Token' }));
    // the slip is as wide as the print settings' paper
    expect(open).toHaveBeenCalledWith('/print-token?token=17&width=80', 'token', 'width=400,height=400');
  });

  it('resends after a reload with the key of the unanswered attempt, so the server cannot create it twice', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    const answers: TAnswers = {
      '/pos/create-order': () => {
        attempts += 1;
        return attempts === 1 ? { status: 503 } : { body: SENT };
      },
    };
    let fetchMock = await openPos(answers);
    await fillCart(user);
    await user.click(screen.getByRole('button', { name: 'Send to Kitchen' }));
    let summary = within(await screen.findByRole('dialog', { name: 'Send order to Kitchen' }));
    await user.click(summary.getByRole('button', { name: 'Send to Kitchen' }));
    expect(await screen.findByText('Something went wrong!')).toBeTruthy();
    const [lost] = postsTo(fetchMock, '/pos/create-order');

    cleanup(); // the tab reloads before the answer could be trusted
    fetchMock = await openPos(answers);
    expect(screen.getAllByTestId('cart-line')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Send to Kitchen' }));
    summary = within(await screen.findByRole('dialog', { name: 'Send order to Kitchen' }));
    await user.click(summary.getByRole('button', { name: 'Send to Kitchen' }));
    await screen.findByRole('dialog', { name: 'Order sent to Kitchen!' });
    const [resent] = postsTo(fetchMock, '/pos/create-order');
    expect(resent?.key).toBe(lost?.key);
    expect(resent?.body).toEqual(lost?.body);
  });

  it('keeps the key of an unanswered send when the cart changes, and says so when that send had gone through', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    const fetchMock = await openPos({
      '/pos/create-order': () => {
        attempts += 1;
        // The first answer is lost; the server did create the order, so the changed resend is a mismatch.
        if (attempts === 1) return { status: 503 };
        if (attempts === 2) return { status: 422, body: { message: POS_MSG.idempotencyMismatch } };
        return { body: SENT };
      },
    });
    await user.click(screen.getByRole('button', { name: 'Add Cheesecake' }));
    await sendToKitchen(user);
    expect(await screen.findByText('Something went wrong!')).toBeTruthy();
    await closeDialog(user);

    await user.click(screen.getByRole('button', { name: 'Add French Fries' }));
    await sendToKitchen(user);
    expect(await screen.findByText(POS_MSG.orderSentBefore)).toBeTruthy();
    expect(screen.getAllByTestId('cart-line')).toHaveLength(2);
    await closeDialog(user);

    // Told, the cashier may still send the changed order: that is a new request with a new key.
    await sendToKitchen(user);
    await screen.findByRole('dialog', { name: 'Order sent to Kitchen!' });
    const [lost, changed, third] = postsTo(fetchMock, '/pos/create-order');
    expect(changed?.key).toBe(lost?.key);
    expect(changed?.body).not.toEqual(lost?.body);
    expect(third?.key).not.toBe(lost?.key);
  });

  it('lets the key go when the server refuses the order, and when New starts another one', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    const fetchMock = await openPos({
      '/pos/create-order': () => {
        attempts += 1;
        if (attempts === 1) return { status: 400, body: { message: 'Item not found!' } };
        return { status: 503 };
      },
    });
    await user.click(screen.getByRole('button', { name: 'Add Cheesecake' }));
    await sendToKitchen(user); // refused: nothing was created
    await closeDialog(user);
    await sendToKitchen(user); // unanswered
    await closeDialog(user);
    await user.click(screen.getByRole('button', { name: 'New' }));
    await user.click(screen.getByRole('button', { name: 'Add French Fries' }));
    await sendToKitchen(user);
    const [refused, unanswered, another] = postsTo(fetchMock, '/pos/create-order');
    expect(unanswered?.key).not.toBe(refused?.key);
    expect(another?.key).not.toBe(unanswered?.key);
  });

  it('does not bring a sent order back when the cashier left the POS while it was on its way', async () => {
    const user = userEvent.setup();
    await openPos({ '/pos/create-order': { body: SENT } });
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const serve = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).endsWith('/pos/create-order')) await answered;
      return serve(input, init);
    });
    await user.click(screen.getByRole('button', { name: 'Add Cheesecake' }));
    await sendToKitchen(user);

    cleanup(); // off to another screen before the answer
    answer();
    const stored = () => sessionStorage.getItem(posOrderKey(makeUser().tenantId ?? ''));
    await waitFor(() => expect(stored()).toBeNull());
    await openPos();
    expect(screen.queryAllByTestId('cart-line')).toHaveLength(0);
  });

  it('uses a new key for the next order', async () => {
    const user = userEvent.setup();
    const fetchMock = await openPos({ '/pos/create-order': { body: SENT } });
    for (let order = 0; order < 2; order += 1) {
      await user.click(screen.getByRole('button', { name: 'Add Cheesecake' }));
      await sendToKitchen(user);
      await screen.findByRole('dialog', { name: 'Order sent to Kitchen!' });
      await closeDialog(user);
    }
    const [first, second] = postsTo(fetchMock, '/pos/create-order');
    expect(first?.body).toEqual(second?.body);
    expect(first?.key).not.toBe(second?.key);
  });

  it('says where to add a payment type when the store has no active one', async () => {
    const user = userEvent.setup();
    await openPos(
      {},
      makePosInit({ paymentTypes: [{ id: 'pt-voucher', title: 'Voucher', is_active: 0, isCash: 0 }] }),
    );
    await fillCart(user);
    await user.click(screen.getByRole('button', { name: 'Create Receipt & Pay' }));
    const pay = within(
      await screen.findByRole('dialog', { name: 'Collect Payment & Send order to Kitchen' }),
    );
    expect(pay.getByText('Add or switch on one in Settings → Payment Types.')).toBeTruthy();
    expect(pay.getByPlaceholderText('No active payment types')).toBeTruthy();
  });

  it('collects payment with an active payment type and opens the receipt when printing is on', async () => {
    const user = userEvent.setup();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const init = makePosInit({
      paymentTypes: [
        { id: 'pt-cash', title: 'Cash', is_active: 1, isCash: 1 },
        { id: 'pt-voucher', title: 'Voucher', is_active: 0, isCash: 0 },
      ],
      printSettings: { ...makePosInit().printSettings, is_enable_print: 1 },
    });
    const fetchMock = await openPos(
      {
        '/pos/create-order-and-invoice': {
          body: { ...SENT, tokenNo: 3, orderId: 'order-3', invoiceId: 'inv-3' },
        },
      },
      init,
    );
    await fillCart(user);
    await user.click(screen.getByRole('button', { name: 'Create Receipt & Pay' }));
    const pay = within(
      await screen.findByRole('dialog', { name: 'Collect Payment & Send order to Kitchen' }),
    );
    expect(pay.getByTestId('Payable Total').textContent).toBe('$10.63');

    // Issue 16: the first active type is preselected on a device that has not paid yet; inactive ones are
    // not offered (a payment without any type is refused: PosComfort.test.tsx).
    expect((pay.getByRole('combobox', { name: 'Payment Type' }) as HTMLInputElement).value).toBe('Cash');
    await user.click(pay.getByRole('combobox', { name: 'Payment Type' }));
    expect(screen.queryByRole('option', { name: 'Voucher', hidden: true })).toBeNull();
    await user.click(await screen.findByRole('option', { name: 'Cash', hidden: true }));
    expect(postsTo(fetchMock, '/pos/create-order-and-invoice')).toHaveLength(0);
    await user.click(pay.getByRole('button', { name: 'Collect Payment & Send' }));

    expect(await screen.findByRole('dialog', { name: 'Order sent to Kitchen!' })).toBeTruthy();
    const [post] = postsTo(fetchMock, '/pos/create-order-and-invoice');
    expect(post?.body).toMatchObject({
      customerType: 'WALKIN',
      customerId: null,
      deliveryType: null,
      tableId: null,
      paymentTypeId: 'pt-cash',
      itemsTotal: 9.9,
      taxTotal: 0.73,
      payableTotal: 10.63,
    });
    expect(post?.key).toBeTruthy();
    expect(open).toHaveBeenCalledWith(
      '/print-receipt?orderId=order-3',
      'receipt orderId=order-3',
      'width=400,height=400',
    );
  });

  it("shows the server's message when the order is refused", async () => {
    const user = userEvent.setup();
    await openPos({ '/pos/create-order': { status: 400, body: { message: 'Item not found!' } } });
    await user.click(screen.getByRole('button', { name: 'Add Cheesecake' }));
    await user.click(screen.getByRole('button', { name: 'Send to Kitchen' }));
    const summary = within(await screen.findByRole('dialog', { name: 'Send order to Kitchen' }));
    await user.click(summary.getByRole('button', { name: 'Send to Kitchen' }));
    expect(await screen.findByText('Item not found!')).toBeTruthy();
    expect(screen.getAllByTestId('cart-line')).toHaveLength(1);
  });
});
