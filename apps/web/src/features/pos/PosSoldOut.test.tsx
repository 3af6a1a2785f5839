import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { emitLive } from '../../test/fake-realtime';
import { FRIES, LATTE, makePosInit, posAnswers } from '../../test/pos-fixtures';
import { calledPaths, makeUser, mockFetch, renderApp, signIn } from '../../test/render';

vi.mock('../../lib/realtime', () => import('../../test/fake-realtime'));

/** Issue 27: an item whose recipe cannot be made even once, on the POS. */
async function openPos(init = makePosInit(), answers: Parameters<typeof posAnswers>[1] = {}) {
  const fetchMock = mockFetch(posAnswers(init, answers));
  signIn(makeUser());
  renderApp('/dashboard/pos');
  await screen.findAllByTestId('menu-item-card');
  return fetchMock;
}

const cardOf = (title: string) =>
  screen.getAllByTestId('menu-item-card').find((card) => within(card).queryByText(title)) as HTMLElement;

describe('POS sold-out items', () => {
  it('badges a sold-out item live, and takes the badge off when stock arrives, without refetching the menu', async () => {
    const fetchMock = await openPos();
    expect(within(cardOf(FRIES.title)).queryByText('Sold out')).toBeNull();

    act(() => emitLive('stock_sold_out', { soldOutItemIds: [FRIES.id] }));
    expect(await within(cardOf(FRIES.title)).findByText('Sold out')).toBeTruthy();
    expect(within(cardOf(LATTE.title)).queryByText('Sold out')).toBeNull();

    act(() => emitLive('stock_sold_out', { soldOutItemIds: [] }));
    await waitFor(() => expect(within(cardOf(FRIES.title)).queryByText('Sold out')).toBeNull());
    expect(calledPaths(fetchMock).filter((call) => call === 'GET /api/v1/pos/init')).toHaveLength(1);
  });

  it("'allow': a sold-out item can still be added", async () => {
    const user = userEvent.setup();
    await openPos(makePosInit({ soldOutItemIds: [FRIES.id] }));
    expect(within(cardOf(FRIES.title)).getByText('Sold out')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add French Fries' }));
    expect(screen.getAllByTestId('cart-line')).toHaveLength(1);
  });

  it("'refuse': a sold-out item cannot be added", async () => {
    await openPos(makePosInit({ soldOutItemIds: [FRIES.id], stockShortPolicy: 'refuse' }));
    expect(within(cardOf(FRIES.title)).getByText('Sold out')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add French Fries' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Add Cheesecake' })).toHaveProperty('disabled', false);
  });

  it('warns after an order sold short of stock', async () => {
    const user = userEvent.setup();
    await openPos(makePosInit(), {
      '/pos/create-order': {
        body: {
          message: 'Order sent to Kitchen!',
          tokenNo: 7,
          orderId: 'o1',
          payableTotal: 3.27,
          stockShortages: [{ title: 'Potatoes', unit: 'kg' }],
        },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Add French Fries' }));
    await user.click(screen.getByRole('button', { name: 'Send to Kitchen' }));
    const summary = within(await screen.findByRole('dialog', { name: 'Send order to Kitchen' }));
    await user.click(summary.getByRole('button', { name: 'Send to Kitchen' }));
    expect(await screen.findByText('Order sent, but stock is short: Potatoes')).toBeTruthy();
  });
});
