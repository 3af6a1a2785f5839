import { APPROVAL_MSG, APPROVAL_REQUIRED_CODE, POS_MSG } from '@opentab/shared';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makePosInit, posAnswers } from '../../test/pos-fixtures';
import { makeUser, mockFetch, renderApp, signIn } from '../../test/render';

vi.mock('../../lib/realtime', () => import('../../test/fake-realtime'));

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

const PAID = {
  message: 'Order sent to Kitchen!',
  tokenNo: 3,
  orderId: 'order-3',
  invoiceId: 'invoice-3',
  payableTotal: 6.96,
  amountTendered: null,
  changeDue: null,
};

async function openPos() {
  const init = makePosInit({ serviceCharge: { rate: 10, taxRate: null, isDineInOnly: true } });
  const fetchMock = mockFetch(posAnswers(init, { '/pos/create-order-and-invoice': { body: PAID } }));
  signIn(makeUser());
  renderApp('/dashboard/pos');
  await screen.findAllByTestId('menu-item-card');
  return fetchMock;
}

async function discount(
  user: ReturnType<typeof userEvent.setup>,
  opener: string,
  values: { amount?: string; percent?: string; reason: string },
) {
  await user.click(screen.getByRole('button', { name: opener }));
  const dialog = within(await screen.findByRole('dialog', { name: /^Discount on/ }));
  if (values.amount) await user.click(dialog.getByText('Amount'));
  const value = dialog.getByRole('textbox', { name: values.amount ? 'Amount off' : 'Percent off' });
  await user.type(value, values.amount ?? values.percent ?? '');
  await user.type(dialog.getByRole('combobox', { name: 'Reason' }), values.reason);
  await user.click(dialog.getByRole('button', { name: 'Apply' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

describe('discounts at the POS', () => {
  it('discounts a line and the order, shows them and the service charge, and sends them', async () => {
    const user = userEvent.setup();
    const fetchMock = await openPos();
    await user.click(screen.getByRole('button', { name: 'Add Cheesecake' }));
    await discount(user, 'Discount on Cheesecake', { percent: '20', reason: 'Staff meal' });
    expect(screen.getByTestId('line-discount').textContent).toBe('Discount 20% off · Staff meal');
    await discount(user, 'Discount on the order', { amount: '0.2', reason: 'Regular' });
    expect(screen.getByTestId('order-discount').textContent).toBe('Order discount $0.20 off · Regular');
    // 6.50 − 1.30 − 0.20 = 5.00
    expect(screen.getByTestId('cart-Discounts').textContent).toBe('-$1.50');
    expect(screen.queryByTestId('cart-Service Charge')).toBeNull();

    // at a table the bill carries the 10 % service charge
    await user.click(screen.getByRole('combobox', { name: 'Dining option' }));
    await user.click(await screen.findByRole('option', { name: 'Dine-In', hidden: true }));
    await user.click(screen.getByRole('combobox', { name: 'Table' }));
    await user.click(await screen.findByRole('option', { name: /^T1/, hidden: true }));
    expect(screen.getByTestId('cart-Service Charge').textContent).toBe('$0.50');
    expect(screen.getByTestId('cart-Payable Total').textContent).toBe('$5.50');

    await user.click(screen.getByRole('button', { name: 'Create Receipt & Pay' }));
    const summary = within(await screen.findByRole('dialog', { name: /Collect Payment/ }));
    expect(summary.getByTestId('Service Charge').textContent).toBe('$0.50');
    expect(summary.getByTestId('Payable Total').textContent).toBe('$5.50');
    // a 15 % tip of the bill (0.825 rounds to 0.83), paid on top
    await user.click(summary.getByRole('button', { name: '15%' }));
    expect(summary.getByTestId('Total with Tip').textContent).toBe('$6.33');
    await user.click(summary.getByRole('button', { name: 'Collect Payment & Send' }));
    await screen.findByTestId('sent-token');
    const sent = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/pos/create-order-and-invoice'));
    const body = JSON.parse(String(sent?.[1]?.body));
    expect(body.cart[0].discount).toEqual({ type: 'percent', value: 20, reason: 'Staff meal' });
    expect(body.discount).toEqual({ type: 'amount', value: 0.2, reason: 'Regular' });
    expect(body.payableTotal).toBe(5.5);
    expect(body.tip).toEqual({ type: 'amount', value: 0.83 });
  });

  it('asks for a manager when the server says the discount is over the limit, and sends again with them', async () => {
    const user = userEvent.setup();
    const bodies: Record<string, unknown>[] = [];
    const fetchMock = mockFetch(
      posAnswers(makePosInit(), {
        '/pos/create-order': (request) => {
          const body = JSON.parse(String(request.body));
          bodies.push(body);
          return body.approval
            ? { body: { message: 'Order sent to Kitchen!', tokenNo: 4, orderId: 'order-4', payableTotal: 0 } }
            : { status: 403, body: { message: APPROVAL_MSG.approvalRequired, code: APPROVAL_REQUIRED_CODE } };
        },
      }),
    );
    signIn(makeUser());
    renderApp('/dashboard/pos');
    await screen.findAllByTestId('menu-item-card');
    await user.click(screen.getByRole('button', { name: 'Add Cheesecake' }));
    await discount(user, 'Discount on Cheesecake', { percent: '100', reason: 'Comp' });
    await user.click(screen.getByRole('button', { name: 'Send to Kitchen' }));
    const summary = within(await screen.findByRole('dialog', { name: 'Send order to Kitchen' }));
    await user.click(summary.getByRole('button', { name: 'Send to Kitchen' }));

    const manager = within(await screen.findByRole('dialog', { name: 'Manager approval' }));
    expect(manager.getByRole('alert').textContent).toBe(APPROVAL_MSG.approvalRequired);
    await user.type(manager.getByRole('textbox', { name: /Manager username/ }), 'mia@example.com');
    await user.type(manager.getByLabelText(/^PIN/), '2468');
    await user.click(manager.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByTestId('sent-token')).toBeTruthy();
    expect(bodies.map((body) => body.approval)).toEqual([
      undefined,
      { username: 'mia@example.com', pin: '2468' },
    ]);
    expect(fetchMock).toHaveBeenCalled();
  });

  it('asks for a reason, and refuses to open the summary while a discount is larger than the line', async () => {
    const user = userEvent.setup();
    await openPos();
    await user.click(screen.getByRole('button', { name: 'Add Cheesecake' }));
    await user.click(screen.getByRole('button', { name: 'Discount on Cheesecake' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Discount on Cheesecake' }));
    await user.type(dialog.getByRole('textbox', { name: 'Percent off' }), '10');
    await user.click(dialog.getByRole('button', { name: 'Apply' }));
    expect(await dialog.findByText(POS_MSG.discountReasonRequired)).toBeTruthy();
    await user.keyboard('{Escape}');
    await discount(user, 'Discount on Cheesecake', { amount: '7', reason: 'Oops' });
    await user.click(screen.getByRole('button', { name: 'Create Receipt & Pay' }));
    expect(await screen.findByText(POS_MSG.discountTooLarge)).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: /Collect Payment/ })).toBeNull();
  });
});
