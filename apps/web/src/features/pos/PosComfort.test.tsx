import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { stubScreen } from '../../test/media';
import { makePosInit, posAnswers } from '../../test/pos-fixtures';
import { makeUser, mockFetch, renderApp, signIn } from '../../test/render';

/** Issue 16: running totals, keyboard shortcuts and the narrow screens' cart panel. */

vi.mock('../../lib/realtime', () => import('../../test/fake-realtime'));

async function openPos(init = makePosInit(), answers: Parameters<typeof posAnswers>[1] = {}) {
  const fetchMock = mockFetch(posAnswers(init, answers));
  signIn(makeUser({ tenantId: 'tenant-16' }));
  renderApp('/dashboard/pos');
  await screen.findAllByTestId('menu-item-card');
  return fetchMock;
}

const lines = () => screen.queryAllByTestId('cart-line');
const cartFigure = (label: string) => screen.getByTestId(`cart-${label}`).textContent;
const search = () => screen.getByRole('textbox', { name: 'Search items' }) as HTMLInputElement;

/** A narrow screen (a 768 px tablet): only width queries match. */
const useNarrowScreen = () => stubScreen((query) => query.includes('max-width'));

describe('POS cart totals', () => {
  it('always shows Items Net Total, Tax Total and Payable Total, the same figures the summary shows', async () => {
    const user = userEvent.setup();
    await openPos();
    expect([cartFigure('Items Net Total'), cartFigure('Tax Total'), cartFigure('Payable Total')]).toEqual([
      '$0.00',
      '$0.00',
      '$0.00',
    ]);

    // Fries 3.00 with 8.875 % on top (0.27), a cheesecake 6.50 untaxed
    await user.click(screen.getByRole('button', { name: 'Add French Fries' }));
    await user.click(screen.getByRole('button', { name: 'Add Cheesecake' }));
    expect([cartFigure('Items Net Total'), cartFigure('Tax Total'), cartFigure('Payable Total')]).toEqual([
      '$9.50',
      '$0.27',
      '$9.77',
    ]);

    // a Large latte with oat milk, 5.60 with 5 % inside it: 0.27 of tax, 5.33 net
    await user.click(screen.getByRole('button', { name: 'Add Caffe Latte' }));
    const options = within(await screen.findByRole('dialog'));
    await user.click(options.getByRole('radio', { name: 'Large ($5.00)' }));
    await user.click(options.getByRole('checkbox', { name: 'Oat Milk (+$0.60)' }));
    await user.click(options.getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(lines()).toHaveLength(3));
    expect([cartFigure('Items Net Total'), cartFigure('Tax Total'), cartFigure('Payable Total')]).toEqual([
      '$14.83',
      '$0.54',
      '$15.37',
    ]);
    await user.click(screen.getByRole('button', { name: 'Increase French Fries' }));
    expect(cartFigure('Payable Total')).toBe('$18.63');

    await user.click(screen.getByRole('button', { name: 'Send to Kitchen' }));
    const summary = within(await screen.findByRole('dialog', { name: 'Send order to Kitchen' }));
    expect(summary.getByTestId('Items Net Total').textContent).toBe(cartFigure('Items Net Total'));
    expect(summary.getByTestId('Tax Total').textContent).toBe(cartFigure('Tax Total'));
    expect(summary.getByTestId('Payable Total').textContent).toBe('$18.63');
  });
});

describe('POS keyboard shortcuts', () => {
  it('/ focuses the search, Enter adds the only match and clears, Esc clears', async () => {
    const user = userEvent.setup();
    await openPos();
    await user.keyboard('/');
    expect(document.activeElement).toBe(search());
    expect(search().value).toBe('');

    await user.keyboard('FRIES{Enter}');
    expect(lines()).toHaveLength(1);
    expect(within(lines()[0] as HTMLElement).getByText('1. French Fries')).toBeTruthy();
    expect(search().value).toBe('');
    expect(document.activeElement).toBe(search());

    // two matches ("e" is in every title): Enter adds nothing
    await user.keyboard('e{Enter}');
    expect(lines()).toHaveLength(1);
    await user.keyboard('{Escape}');
    expect(search().value).toBe('');
    expect(screen.getAllByTestId('menu-item-card')).toHaveLength(3);
  });

  it('Enter on an item with options opens its options instead of adding it', async () => {
    const user = userEvent.setup();
    await openPos();
    await user.keyboard('/latte{Enter}');
    const options = within(await screen.findByRole('dialog'));
    expect(options.getByText(/Caffe Latte/)).toBeTruthy();
    expect(lines()).toHaveLength(0);
    await user.click(options.getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(lines()).toHaveLength(1));
  });

  it('leaves / to other fields, and documents the shortcuts in a dialog', async () => {
    const user = userEvent.setup();
    await openPos();
    await user.click(screen.getByRole('button', { name: 'Add French Fries' }));
    await user.click(screen.getByRole('button', { name: 'Notes for French Fries' }));
    const notes = within(await screen.findByRole('dialog'));
    await user.type(notes.getByRole('textbox'), 'half/half');
    expect((notes.getByRole('textbox') as HTMLTextAreaElement).value).toBe('half/half');
    expect(search().value).toBe('');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Keyboard shortcuts' }));
    const help = within(await screen.findByRole('dialog', { name: 'Keyboard shortcuts' }));
    expect(help.getByText('Search items')).toBeTruthy();
    expect(help.getByText(/add the only matching item/)).toBeTruthy();
    expect(help.getByText(/clear it/)).toBeTruthy();
  });
});

describe('POS on a narrow screen', () => {
  it('keeps the cart in a panel opened from a sticky bar with the line count and payable total', async () => {
    useNarrowScreen();
    const user = userEvent.setup();
    await openPos();
    expect(screen.queryByRole('region', { name: 'Cart' })).toBeNull();
    expect(screen.getByTestId('cart-bar-lines').textContent).toBe('0 lines');

    await user.click(screen.getByRole('button', { name: 'Add French Fries' }));
    // the add's feedback, then the bar's figures
    expect(screen.getByTestId('cart-bar-added').textContent).toContain('Added French Fries');
    await user.click(screen.getByRole('button', { name: 'Add Cheesecake' }));
    expect(screen.getByTestId('cart-bar-total').textContent).toBe('$9.77');
    await waitFor(() => expect(screen.getByTestId('cart-bar-lines').textContent).toBe('2 lines'), {
      timeout: 4000,
    });

    await user.click(screen.getByRole('button', { name: /^View Cart\s*\$9\.77$/ }));
    const panel = within(await screen.findByRole('region', { name: 'Cart' }));
    expect(panel.getAllByTestId('cart-line')).toHaveLength(2);
    expect(panel.getByTestId('cart-Payable Total').textContent).toBe('$9.77');
    for (const name of ['Draft', 'Send to Kitchen', 'Create Receipt & Pay'])
      expect(panel.getByRole('button', { name })).toBeTruthy();
  });
});

describe('Create Receipt & Pay', () => {
  const paid = {
    message: 'Order sent to Kitchen!',
    tokenNo: 7,
    orderId: 'order-7',
    invoiceId: 'inv-7',
    payableTotal: 9.77,
    amountTendered: 20,
    changeDue: 10.23,
  };

  async function openPayment(user: ReturnType<typeof userEvent.setup>, init = makePosInit()) {
    const fetchMock = await openPos(init, { '/pos/create-order-and-invoice': { body: paid } });
    await user.click(screen.getByRole('button', { name: 'Add French Fries' }));
    await user.click(screen.getByRole('button', { name: 'Add Cheesecake' }));
    await user.click(screen.getByRole('button', { name: 'Create Receipt & Pay' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Collect Payment & Send order to Kitchen' }),
    );
    return { fetchMock, dialog };
  }
  const paymentType = (dialog: ReturnType<typeof within>) =>
    (dialog.getByRole('combobox', { name: 'Payment Type' }) as HTMLInputElement).value;

  it("preselects the store's default payment type, else its first active cash type (issue 22)", async () => {
    const user = userEvent.setup();
    // the list comes by title (Card first); the store's default is Cash
    let { dialog } = await openPayment(user);
    expect(paymentType(dialog)).toBe('Cash');

    cleanup();
    const base = makePosInit();
    const cardDefault = makePosInit({
      storeSettings: { ...base.storeSettings, defaultPaymentTypeId: 'pt-card' },
    });
    ({ dialog } = await openPayment(user, cardDefault));
    expect(paymentType(dialog)).toBe('Card');
    // a card payment takes no amount tendered
    expect(dialog.queryByRole('textbox', { name: /Amount Tendered/ })).toBeNull();

    cleanup();
    const goneDefault = makePosInit({
      storeSettings: { ...base.storeSettings, defaultPaymentTypeId: 'pt-gone' },
    });
    ({ dialog } = await openPayment(user, goneDefault));
    expect(paymentType(dialog)).toBe('Cash');
  });

  it('asks for a payment type when the store has no active one', async () => {
    const user = userEvent.setup();
    const init = makePosInit({ paymentTypes: [{ id: 'pt-cash', title: 'Cash', is_active: 0, isCash: 1 }] });
    const { fetchMock, dialog } = await openPayment(user, init);
    expect(paymentType(dialog)).toBe('');
    await user.click(dialog.getByRole('button', { name: 'Collect Payment & Send' }));
    expect(await dialog.findByText('Please select payment type!')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('create-order-and-invoice'))).toBe(
      false,
    );
  });

  it('works out the change due for cash, refuses a short amount, sends the amount; card sends none', async () => {
    const user = userEvent.setup();
    const { fetchMock, dialog } = await openPayment(user);

    const tendered = dialog.getByRole('textbox', { name: /Amount Tendered/ });
    await user.type(tendered, '9.5');
    expect(await dialog.findByText('Amount tendered is less than the total!')).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Collect Payment & Send' }));
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('create-order-and-invoice'))).toBe(
      false,
    );

    await user.clear(tendered);
    await user.type(tendered, '20');
    expect(within(dialog.getByTestId('change-due')).getByText('$10.23')).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Collect Payment & Send' }));

    const sent = within(await screen.findByRole('dialog', { name: 'Order sent to Kitchen!' }));
    expect(sent.getByTestId('sent-change-due').textContent).toBe('Change Due: $10.23');
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('create-order-and-invoice'));
    expect(JSON.parse(String(call?.[1]?.body))).toMatchObject({
      paymentTypeId: 'pt-cash',
      amountTendered: 20,
    });
  });

  it('sends no amount tendered with a card payment, even one typed for cash first (issue 22)', async () => {
    const user = userEvent.setup();
    const { fetchMock, dialog } = await openPayment(user);
    await user.type(dialog.getByRole('textbox', { name: /Amount Tendered/ }), '100');
    await user.click(dialog.getByRole('combobox', { name: 'Payment Type' }));
    await user.click(await screen.findByRole('option', { name: 'Card', hidden: true }));
    expect(dialog.queryByTestId('change-due')).toBeNull();
    await user.click(dialog.getByRole('button', { name: 'Collect Payment & Send' }));
    await screen.findByRole('dialog', { name: 'Order sent to Kitchen!' });
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('create-order-and-invoice'));
    expect(JSON.parse(String(call?.[1]?.body))).toMatchObject({
      paymentTypeId: 'pt-card',
      amountTendered: null,
    });
  });
});
