import { MEMBER_MSG, type TPosInitResponse } from '@opentab/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makePosInit, posAnswers } from '../../test/pos-fixtures';
import { makeUser, mockFetch, renderApp, signIn } from '../../test/render';

vi.mock('../../lib/realtime', () => import('../../test/fake-realtime'));

/*
 * Issue 27: a member customer at the POS shows their points, and the payment dialog redeems them as a discount
 * taken off before tax, as the server charges it (docs/membership.md).
 */

type TAnswers = Parameters<typeof posAnswers>[1];

const SEARCH = '/customers/search-by-phone-name/search';
const LOYALTY = '/settings/store-setting/loyalty';
const PAY = '/pos/create-order-and-invoice';
const SENT = { message: 'Order sent to Kitchen!', tokenNo: 4, orderId: 'order-4', payableTotal: 5.44 };
// a point is worth 0.05, at least 10 at once
const RULES = { earnPer: 1, pointValue: 0.05, minRedeem: 10 };

async function openPos(answers: TAnswers, init: TPosInitResponse = makePosInit()) {
  const fetchMock = mockFetch(posAnswers(init, answers));
  signIn(makeUser());
  renderApp('/dashboard/pos');
  await screen.findAllByTestId('menu-item-card');
  return fetchMock;
}

/** Picks Ann Lee from the customer search. */
async function pickAnn(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Customer: WALKIN CUSTOMER' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Search Customer' }));
  await user.type(dialog.getByRole('textbox', { name: 'Search by phone or name' }), 'ann{Enter}');
  await user.click(await dialog.findByRole('button', { name: /Ann Lee/ }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

/** Two fries (8.875 % exclusive): 6.00 and 0.53 tax, then the payment dialog. */
async function payTwoFries(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Add French Fries' }));
  await user.click(screen.getByRole('button', { name: 'Increase French Fries' }));
  await user.click(screen.getByRole('button', { name: 'Create Receipt & Pay' }));
  return within(await screen.findByRole('dialog', { name: 'Collect Payment & Send order to Kitchen' }));
}

const member = (points: number) => ({ body: [{ name: 'Ann Lee', phone: '555 0101', isMember: 1, points }] });

describe('POS redeem points', () => {
  it("shows a member's points and takes redeemed points off before tax, sent as redeemPoints", async () => {
    const user = userEvent.setup();
    const fetchMock = await openPos({
      [SEARCH]: member(120),
      [LOYALTY]: { body: RULES },
      [PAY]: { body: SENT },
    });
    await pickAnn(user);
    expect(screen.getByTestId('member-points-badge').textContent).toBe('120 points');
    const pay = await payTwoFries(user);
    expect(pay.getByTestId('Payable Total').textContent).toBe('$6.53');
    const field = await pay.findByRole('textbox', { name: 'Redeem points' });
    expect(pay.getByText('120 points · Fewest points per redemption: 10')).toBeTruthy();
    await user.type(field, '20');
    // 1.00 off the 6.00: 5.00 taxed 8.875 % is 5.44
    expect(pay.getByTestId('Points discount').textContent).toBe('-$1.00');
    expect(pay.getByTestId('Payable Total').textContent).toBe('$5.44');
    await user.click(pay.getByRole('button', { name: 'Collect Payment & Send' }));
    expect(await screen.findByRole('dialog', { name: 'Order sent to Kitchen!' })).toBeTruthy();
    const post = fetchMock.mock.calls.find(([url]) => String(url) === `/api/v1${PAY}`);
    expect(JSON.parse(String(post?.[1]?.body))).toMatchObject({
      customerType: 'CUSTOMER',
      customerId: '555 0101',
      redeemPoints: 20,
      // the totals shown with the points, which the server compares with its own
      payableTotal: 5.44,
    });
  });

  it('says when the points are worth more than the bill, and sends none when left empty', async () => {
    const user = userEvent.setup();
    const fetchMock = await openPos({
      [SEARCH]: member(1000),
      [LOYALTY]: { body: RULES },
      [PAY]: { body: SENT },
    });
    await pickAnn(user);
    const pay = await payTwoFries(user);
    const field = await pay.findByRole('textbox', { name: 'Redeem points' });
    await user.type(field, '500');
    expect(await pay.findByText(MEMBER_MSG.redeemOverBill)).toBeTruthy();
    await user.clear(field);
    expect(pay.queryByText(MEMBER_MSG.redeemOverBill)).toBeNull();
    expect(pay.getByTestId('Payable Total').textContent).toBe('$6.53');
    await user.click(pay.getByRole('button', { name: 'Collect Payment & Send' }));
    expect(await screen.findByRole('dialog', { name: 'Order sent to Kitchen!' })).toBeTruthy();
    const post = fetchMock.mock.calls.find(([url]) => String(url) === `/api/v1${PAY}`);
    expect(JSON.parse(String(post?.[1]?.body)).redeemPoints).toBeNull();
  });

  it('offers nothing to redeem for a customer who is not a member', async () => {
    const user = userEvent.setup();
    await openPos({
      [SEARCH]: { body: [{ name: 'Ann Lee', phone: '555 0101', isMember: 0, points: 0 }] },
      [LOYALTY]: { body: RULES },
    });
    await pickAnn(user);
    expect(screen.queryByTestId('member-points-badge')).toBeNull();
    const pay = await payTwoFries(user);
    expect(pay.queryByRole('textbox', { name: 'Redeem points' })).toBeNull();
  });
});
