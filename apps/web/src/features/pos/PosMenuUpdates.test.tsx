import type { TPosInitResponse } from '@opentab/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { emitLive } from '../../test/fake-realtime';
import { CHEESECAKE, FRIES, LATTE, makePosInit, posAnswers } from '../../test/pos-fixtures';
import { calledPaths, makeUser, mockFetch, renderApp, signIn } from '../../test/render';

vi.mock('../../lib/realtime', () => import('../../test/fake-realtime'));

type TAnswers = Parameters<typeof posAnswers>[1];

/** The POS over a store whose menu the test changes, as a manager would from the back office. */
async function openPos(answers: TAnswers = {}) {
  const store: { init: TPosInitResponse; initFails: boolean } = { init: makePosInit(), initFails: false };
  const fetchMock = mockFetch(
    posAnswers(store.init, {
      '/pos/init': () =>
        store.initFails ? { status: 503, body: { message: 'Unavailable' } } : { body: store.init },
      ...answers,
    }),
  );
  signIn(makeUser());
  renderApp('/dashboard/pos');
  await screen.findAllByTestId('menu-item-card');
  const initFetches = () => calledPaths(fetchMock).filter((call) => call === 'GET /api/v1/pos/init').length;
  return { store, fetchMock, initFetches };
}

const lines = () => screen.queryAllByTestId('cart-line');
const lineTotal = (index: number) =>
  within(lines()[index] as HTMLElement).getByTestId('line-total').textContent;

async function openSummary(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Send to Kitchen' }));
  return within(await screen.findByRole('dialog', { name: 'Send order to Kitchen' }));
}

describe('POS menu updates', () => {
  it('refetches the menu on menu_update: cart lines take the new prices, lines gone from it are left out', async () => {
    const user = userEvent.setup();
    const { store, initFetches } = await openPos();
    await user.click(screen.getByRole('button', { name: 'Add French Fries' }));
    await user.click(screen.getByRole('button', { name: 'Add Cheesecake' }));
    expect(lineTotal(0)).toBe('$3.00');

    // The manager raises the fries to 4.00 and takes the cheesecake off the menu.
    store.init = makePosInit({ menuItems: [LATTE, { ...FRIES, price: 4 }] });
    act(() => emitLive('menu_update'));

    expect(
      await screen.findByText('1 item(s) are no longer on the menu and were left out of the order!'),
    ).toBeTruthy();
    expect(lines()).toHaveLength(1);
    expect(lineTotal(0)).toBe('$4.00');
    expect(screen.queryByRole('button', { name: 'Add Cheesecake' })).toBeNull();
    expect(initFetches()).toBe(2);
    // 4.00 + 8.875 % exclusive tax (0.355 → 0.36)
    const summary = await openSummary(user);
    expect(summary.getByTestId('Payable Total').textContent).toBe('$4.36');
  });

  it('lets go of a chosen table that was deleted, so Dine-In asks for another one', async () => {
    const user = userEvent.setup();
    const { store, initFetches } = await openPos();
    await user.click(screen.getByRole('button', { name: 'Add French Fries' }));
    const choose = async (label: string, option: string) => {
      await user.click(screen.getByRole('combobox', { name: label }));
      await user.click(await screen.findByRole('option', { name: option, hidden: true }));
    };
    await choose('Dining option', 'Dine-In');
    await choose('Table', 'T2 (2 person) Terrace');

    store.init = makePosInit({
      storeTables: [{ id: 't1', table_title: 'T1', seating_capacity: 4, floor: 'Ground' }],
    });
    act(() => emitLive('menu_update'));
    await waitFor(() => expect(initFetches()).toBe(2));
    await waitFor(() =>
      expect((screen.getByRole('combobox', { name: 'Table' }) as HTMLInputElement).value).toBe(''),
    );
    await user.click(screen.getByRole('button', { name: 'Send to Kitchen' }));
    expect(await screen.findByText('Please select a table for Dine-In!')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Send order to Kitchen' })).toBeNull();
  });

  it('prices a line added from an options dialog opened before the menu changed by the new menu', async () => {
    const user = userEvent.setup();
    const { store, initFetches } = await openPos();
    const smallAt = (price: number) => ({ id: 'v-small', title: 'Small', price });
    const changeMenu = async (latte: typeof LATTE, fetches: number) => {
      store.init = makePosInit({ menuItems: [latte, FRIES, CHEESECAKE] });
      act(() => emitLive('menu_update'));
      await waitFor(() => expect(initFetches()).toBe(fetches));
    };
    const chooseLatte = async () => {
      await user.click(screen.getByRole('button', { name: 'Add Caffe Latte' }));
      return within(await screen.findByRole('dialog', { name: 'Select Variant & Addons' }));
    };

    // While the cashier chooses, the Small goes up to 3.90: the line is added at the new price.
    let options = await chooseLatte();
    await changeMenu({ ...LATTE, variants: [smallAt(3.9)] }, 2);
    await user.click(options.getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(lines()).toHaveLength(1));
    expect(lineTotal(0)).toBe('$3.90');

    // The extra shot the cashier ticked is taken off the menu meanwhile: that line is left out.
    options = await chooseLatte();
    await user.click(options.getByRole('checkbox', { name: 'Extra Shot (+$0.80)' }));
    await changeMenu({ ...LATTE, variants: [smallAt(3.9)], addons: [LATTE.addons[0]!] }, 3);
    await user.click(options.getByRole('button', { name: 'Add to Cart' }));
    expect(
      await screen.findByText('1 item(s) are no longer on the menu and were left out of the order!'),
    ).toBeTruthy();
    expect(lines()).toHaveLength(1);
  });

  it('does not say lines were left out of an order that went out whole during a menu change; says it when that send fails', async () => {
    const user = userEvent.setup();
    let outcome: 'sent' | 'refused' = 'sent';
    const { store } = await openPos({
      '/pos/create-order': () =>
        outcome === 'sent'
          ? {
              body: { message: 'Order sent to Kitchen!', tokenNo: 8, orderId: 'order-8', payableTotal: 9.77 },
            }
          : { status: 400, body: { message: 'Item not found!' } },
    });
    // Each send waits until the test has changed the menu.
    let answer = () => {};
    const serve = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).endsWith('/pos/create-order'))
        await new Promise<void>((resolve) => {
          answer = resolve;
        });
      return serve(input, init);
    });
    const leftOut = () =>
      screen.queryAllByText('1 item(s) are no longer on the menu and were left out of the order!');
    const sendWhileMenuChanges = async () => {
      await user.click(screen.getByRole('button', { name: 'Add French Fries' }));
      await user.click(screen.getByRole('button', { name: 'Add Cheesecake' }));
      const summary = await openSummary(user);
      await user.click(summary.getByRole('button', { name: 'Send to Kitchen' }));
      // The cheesecake is taken off the menu while the order is on its way.
      store.init = makePosInit({ menuItems: [LATTE, FRIES] });
      act(() => emitLive('menu_update'));
      await waitFor(() => expect(lines()).toHaveLength(1));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(leftOut()).toHaveLength(0);
      answer();
    };

    // The kitchen got both lines: nothing was left out of that order.
    await sendWhileMenuChanges();
    await screen.findByRole('dialog', { name: 'Order sent to Kitchen!' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(leftOut()).toHaveLength(0);
    expect(lines()).toHaveLength(0);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // Refused: the cart without the cheesecake is what stays, and now the cashier is told.
    store.init = makePosInit();
    act(() => emitLive('menu_update'));
    await screen.findByRole('button', { name: 'Add Cheesecake' });
    outcome = 'refused';
    await sendWhileMenuChanges();
    expect(await screen.findByText('Item not found!')).toBeTruthy();
    await waitFor(() => expect(leftOut()).toHaveLength(1));
  });

  it('refetches the menu after a reconnect, and keeps the POS as it is when a refetch fails', async () => {
    const user = userEvent.setup();
    const { store, initFetches } = await openPos();
    await user.click(screen.getByRole('button', { name: 'Add Cheesecake' }));

    store.init = makePosInit({ menuItems: [LATTE, FRIES, { ...CHEESECAKE, price: 7 }] });
    act(() => emitLive('reconnect'));
    await waitFor(() => expect(lineTotal(0)).toBe('$7.00'));

    store.initFails = true;
    act(() => emitLive('menu_update'));
    await waitFor(() => expect(initFetches()).toBe(3));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Error loading menu! Please try later!')).toBeNull();
    expect(screen.getAllByTestId('menu-item-card')).toHaveLength(3);
    expect(lineTotal(0)).toBe('$7.00');
  });

  it('tells the cashier what the server charged when it is not what the POS showed, and refetches the menu', async () => {
    const user = userEvent.setup();
    const sent = (payable: number) => ({
      body: {
        message: 'Order sent to Kitchen!',
        tokenNo: 5,
        orderId: 'order-5',
        payableTotal: payable,
      },
    });
    let payable = 6.5;
    const { initFetches } = await openPos({ '/pos/create-order': () => sent(payable) });

    // Charged what the summary showed: nothing more to say.
    await user.click(screen.getByRole('button', { name: 'Add Cheesecake' }));
    let summary = await openSummary(user);
    expect(summary.getByTestId('Payable Total').textContent).toBe('$6.50');
    await user.click(summary.getByRole('button', { name: 'Send to Kitchen' }));
    await screen.findByRole('dialog', { name: 'Order sent to Kitchen!' });
    expect(screen.queryByText(/This order was charged/)).toBeNull();
    expect(initFetches()).toBe(1);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // The price went up on the server before this POS heard of it.
    payable = 7.25;
    await user.click(screen.getByRole('button', { name: 'Add Cheesecake' }));
    summary = await openSummary(user);
    expect(summary.getByTestId('Payable Total').textContent).toBe('$6.50');
    await user.click(summary.getByRole('button', { name: 'Send to Kitchen' }));
    expect(await screen.findByText('Menu prices changed! This order was charged $7.25.')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Order sent to Kitchen!' })).toBeTruthy();
    await waitFor(() => expect(initFetches()).toBe(2));
  });
  it('checks what a paid order was charged too, and says nothing when an order was charged what it showed', async () => {
    const user = userEvent.setup();
    const paid = {
      message: 'Order sent to Kitchen!',
      tokenNo: 6,
      orderId: 'order-6',
      invoiceId: 'inv-6',
      payableTotal: 8,
    };
    const { initFetches } = await openPos({
      '/pos/create-order-and-invoice': { body: paid },
      '/pos/create-order': {
        body: { message: 'Order sent to Kitchen!', tokenNo: 7, orderId: 'order-7', payableTotal: 6.5 },
      },
    });

    // Paid at the POS: the invoice was for $8.00, the summary had said $6.50.
    await user.click(screen.getByRole('button', { name: 'Add Cheesecake' }));
    await user.click(screen.getByRole('button', { name: 'Create Receipt & Pay' }));
    const pay = within(
      await screen.findByRole('dialog', { name: 'Collect Payment & Send order to Kitchen' }),
    );
    expect(pay.getByTestId('Payable Total').textContent).toBe('$6.50');
    await user.click(pay.getByRole('combobox', { name: 'Payment Type' }));
    await user.click(await screen.findByRole('option', { name: 'Cash', hidden: true }));
    await user.click(pay.getByRole('button', { name: 'Collect Payment & Send' }));
    expect(await screen.findByText('Menu prices changed! This order was charged $8.00.')).toBeTruthy();
    await waitFor(() => expect(initFetches()).toBe(2));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // Sent to the kitchen at the price the summary showed: no warning, no refetch.
    const warnings = () => screen.queryAllByText(/This order was charged/).length;
    const warningsBefore = warnings(); // the first may still be showing, or may have closed by now
    await user.click(screen.getByRole('button', { name: 'Add Cheesecake' }));
    const summary = await openSummary(user);
    await user.click(summary.getByRole('button', { name: 'Send to Kitchen' }));
    await screen.findByRole('dialog', { name: 'Order sent to Kitchen!' });
    expect(warnings()).toBeLessThanOrEqual(warningsBefore);
    expect(initFetches()).toBe(2);
  });
});
