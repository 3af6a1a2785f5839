import type { TOrderGroupResponse, TPaymentSummaryResponse } from '@opentab/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { groupOf, makeItem, makeOrder } from '../../test/order-fixtures';
import { makeUser, mockFetch, renderApp, signIn } from '../../test/render';

vi.mock('../../lib/realtime', () => import('../../test/fake-realtime'));

/*
 * Issue 23, split bill, on the Orders screen: Pay part (some lines, by quantity) and Split equally (the next of N
 * shares) on a table card, the amounts by the shared rules the server charges with, each part's receipt, and
 * the card's balance once part of its bill is paid.
 */

const menuItem = (name: string) => screen.findByRole('menuitem', { name, hidden: true });

const ordersInit = {
  storeSettings: { storeName: 'Demo', currency: 'USD', timeZone: 'UTC' },
  printSettings: { is_enable_print: 1 },
  paymentTypes: [
    { id: 'pt-cash', title: 'Cash', is_active: 1, isCash: 1 },
    { id: 'pt-card', title: 'Card', is_active: 1, isCash: 0 },
  ],
  storeTables: [{ id: 't1', table_title: 'T1', floor: 'Ground', seating_capacity: 4 }],
};

const burger = makeItem({ id: 'i1', item_title: 'Burger', unit_price: 10, price: 10, line_total: 10 });
const water = makeItem({
  id: 'i2',
  item_title: 'Water',
  quantity: 3,
  unit_price: 1,
  price: 1,
  line_total: 3,
});

/** A burger (11.00 on the bill) and three waters (1.00 each, with a service charge share: 3.01 in all). */
function billOf(changes: Partial<TPaymentSummaryResponse> = {}, paid: [number, number] = [0, 0]) {
  return {
    subtotal: 13,
    taxTotal: 1,
    total: 14.01,
    taxes: [],
    orders: [
      {
        ...makeOrder(),
        items: [
          { ...burger, paidQuantity: paid[0], billAmount: 11 },
          { ...water, paidQuantity: paid[1], billAmount: 3.01 },
        ],
      },
    ],
    discountTotal: 0,
    serviceChargeTotal: 0.01,
    serviceChargeRate: 0.1,
    tip: 0,
    paid: 0,
    balance: 14.01,
    invoiceId: null,
    amountDue: 14.01,
    shares: null,
    splitShares: null,
    sharesPaid: 0,
    pointsRedeemed: 0,
    pointsDiscount: 0,
    memberPoints: null,
    ...changes,
  } satisfies TPaymentSummaryResponse;
}

type TAnswer = { status?: number; body?: unknown };

function mockApi(
  group: TOrderGroupResponse,
  answers: Record<string, TAnswer | ((body: unknown) => TAnswer)>,
) {
  const bodies: Record<string, unknown[]> = {};
  const fetchMock = mockFetch((path, request) => {
    const body = request?.body ? JSON.parse(String(request.body)) : undefined;
    bodies[path] = [...(bodies[path] ?? []), body];
    const answer = answers[path];
    if (typeof answer === 'function') return answer(body);
    if (answer) return answer;
    if (path === '/orders') return { body: [group] };
    if (path === '/orders/init') return { body: ordersInit };
    return { body: { message: 'ok' } };
  });
  return { fetchMock, bodies };
}

async function openOrders() {
  signIn(makeUser());
  renderApp('/dashboard/orders');
  return screen.findAllByTestId('order-group');
}

describe('Pay part (issue 23)', () => {
  it('pays the units chosen of each line, the amount worked out as the server will, and prints its receipt', async () => {
    const user = userEvent.setup();
    const open = vi.fn(() => ({}) as Window);
    vi.stubGlobal('open', open);
    const { bodies } = mockApi(groupOf([makeOrder({ items: [burger, water] })]), {
      '/orders/complete-order-payment-summary': { body: billOf() },
      '/orders/complete-and-pay-order': {
        body: {
          message: 'Part paid. Balance: 11',
          invoiceId: 'inv-1',
          total: 14.01,
          tip: 0,
          amountTendered: null,
          changeDue: null,
          part: 1,
          amount: 3.01,
          balance: 11,
        },
      },
    });
    await openOrders();
    await user.click(screen.getByRole('button', { name: 'Pay part T1' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Pay Part' }));
    // one unit of three waters worth 3.01: 1.00, two units 2.00, all three 3.01 (the shared cumulative rule)
    const waters = dialog.getByRole('textbox', { name: 'Quantity of Water' });
    await user.clear(waters);
    await user.type(waters, '1');
    expect(dialog.getByTestId('pay-part').textContent).toBe('This part$1.00');
    // never more than is unpaid: 5 of 3 is not taken
    await user.clear(waters);
    await user.type(waters, '5');
    expect((waters as HTMLInputElement).value).toBe('');
    await user.type(waters, '3');
    expect(dialog.getByTestId('pay-part').textContent).toBe('This part$3.01');
    await user.click(dialog.getByRole('button', { name: 'Pay Part' }));

    expect(await screen.findByText('Part paid. Balance: 11')).toBeTruthy();
    expect(bodies['/orders/complete-and-pay-order']?.[0]).toMatchObject({
      orderIds: ['o1'],
      paymentTypeId: 'pt-cash',
      lines: [{ orderItemId: 'i2', quantity: 3 }],
    });
    expect(open).toHaveBeenCalledWith(
      '/print-receipt?invoiceId=inv-1&part=1',
      'receipt invoiceId=inv-1&part=1',
      'width=400,height=400',
    );
  });

  it('asks for a line before paying nothing', async () => {
    const user = userEvent.setup();
    const { bodies } = mockApi(groupOf([makeOrder({ items: [burger, water] })]), {
      '/orders/complete-order-payment-summary': { body: billOf() },
    });
    await openOrders();
    await user.click(screen.getByRole('button', { name: 'Pay part T1' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Pay Part' }));
    await user.click(dialog.getByRole('button', { name: 'Pay Part' }));
    expect(await dialog.findByText('Please choose the lines and quantities to pay!')).toBeTruthy();
    expect(bodies['/orders/complete-and-pay-order']).toBeUndefined();
  });
});

describe('Split equally (issue 23)', () => {
  it('splits the bill in N, shows the N amounts and pays the first share', async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      'open',
      vi.fn(() => ({}) as Window),
    );
    const { bodies } = mockApi(groupOf([makeOrder({ items: [burger, water] })]), {
      '/orders/complete-order-payment-summary': { body: billOf() },
      '/orders/complete-and-pay-order': {
        body: {
          message: 'Part paid. Balance: 9.34',
          invoiceId: 'inv-1',
          total: 14.01,
          part: 1,
          amount: 4.67,
          balance: 9.34,
          amountTendered: 5,
          changeDue: 0.33,
        },
      },
    });
    await openOrders();
    await user.click(screen.getByRole('button', { name: 'Actions for T1' }));
    await user.click(await menuItem('Split equally'));
    let dialog = within(await screen.findByRole('dialog', { name: 'Share 1 of 2' }));
    expect(dialog.getAllByTestId('share-amount').map((share) => share.textContent)).toEqual([
      '1: $7.00',
      '2: $7.01',
    ]);
    const split = dialog.getByRole('textbox', { name: /Split into/ });
    await user.clear(split);
    await user.type(split, '3');
    dialog = within(await screen.findByRole('dialog', { name: 'Share 1 of 3' }));
    expect(dialog.getAllByTestId('share-amount').map((share) => share.textContent)).toEqual([
      '1: $4.67',
      '2: $4.67',
      '3: $4.67',
    ]);
    expect(dialog.getByTestId('pay-part').textContent).toBe('This part$4.67');
    await user.type(dialog.getByRole('textbox', { name: /Amount Tendered/ }), '5');
    await user.click(dialog.getByRole('button', { name: 'Pay Share 1' }));
    expect(await screen.findByText('Part paid. Balance: 9.34')).toBeTruthy();
    expect(bodies['/orders/complete-and-pay-order']?.[0]).toMatchObject({
      orderIds: ['o1'],
      shares: 3,
      amountTendered: 5,
    });
  });

  it('shows a part-paid card’s balance, pays the running split’s next share and offers no Cancel or Complete', async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      'open',
      vi.fn(() => ({}) as Window),
    );
    const running = { paid: 4.67, balance: 9.34, invoiceId: 'inv-1', splitShares: 3, sharesPaid: 1 };
    const { bodies } = mockApi(groupOf([makeOrder({ payment_status: 'partial', items: [burger, water] })]), {
      '/orders/complete-order-payment-summary': (body) => ({
        body: billOf({
          ...running,
          shares: (body as { shares?: number }).shares ? [4.67, 4.67, 4.67] : null,
        }),
      }),
    });
    const [card] = await openOrders();
    const t1 = within(card as HTMLElement);
    expect((await t1.findByTestId('bill-balance')).textContent).toBe('Paid $4.67 · Balance $9.34');
    expect(t1.getByText('Part paid')).toBeTruthy();
    await user.click(t1.getByRole('button', { name: 'Actions for T1' }));
    expect((await menuItem('Cancel')).getAttribute('data-disabled')).toBe('true');
    expect((await menuItem('Complete')).getAttribute('data-disabled')).toBe('true');
    await user.keyboard('{Escape}');

    await user.click(t1.getByRole('button', { name: 'Split equally T1' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Share 2 of 3' }));
    expect((dialog.getByRole('textbox', { name: /Split into/ }) as HTMLInputElement).disabled).toBe(true);
    expect(dialog.getByTestId('pay-balance').textContent).toBe('Balance$9.34');
    expect(dialog.getByTestId('pay-part').textContent).toBe('This part$4.67');
    // the summary was asked with the running split's N
    await waitFor(() =>
      expect(bodies['/orders/complete-order-payment-summary']).toContainEqual({
        orderIds: ['o1'],
        shares: 3,
      }),
    );
  });
});
