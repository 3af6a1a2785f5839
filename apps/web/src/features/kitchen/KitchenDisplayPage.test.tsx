import type { TKitchenOrderResponse } from '@opentab/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { emitLive } from '../../test/fake-realtime';
import { makeTicket } from '../../test/kitchen-fixtures';
import { makeItem } from '../../test/order-fixtures';
import { makeUser, mockFetch, renderApp, signIn } from '../../test/render';

vi.mock('../../lib/realtime', () => import('../../test/fake-realtime'));

const STATIONS = [
  { id: 's1', name: 'Grill', isDefault: true },
  { id: 's2', name: 'Bar', isDefault: false },
];

const tickets = [
  makeTicket({ id: 'o1', token_no: 11, items: [makeItem({ id: 'i1', item_title: 'Classic Burger' })] }),
  makeTicket({
    id: 'o2',
    token_no: 12,
    items: [makeItem({ id: 'i2', order_id: 'o2', item_title: 'Espresso', status: 'preparing' })],
  }),
  makeTicket({
    id: 'o3',
    token_no: 13,
    items: [makeItem({ id: 'i3', order_id: 'o3', item_title: 'Fries' })],
  }),
];

function mockDisplayApi(orders: () => TKitchenOrderResponse[], stations = STATIONS) {
  return mockFetch((path) => {
    if (path === '/kitchen/stations') return { body: stations };
    if (path === '/kitchen' || path.startsWith('/kitchen?')) return { body: orders() };
    if (path.endsWith('/bump')) return { body: { message: 'Ticket done!' } };
    if (path.endsWith('/recall')) return { body: { message: 'Ticket recalled!' } };
    return { body: { message: 'Order Item status successfully updated!' } };
  });
}

function posts(fetchMock: ReturnType<typeof mockFetch>) {
  return fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([url, init]) => [String(url), JSON.parse(String(init?.body))]);
}

async function openDisplay(scope = 'KITCHEN_DISPLAY') {
  signIn(makeUser({ role: 'staff', scope, name: 'Wall Screen' }));
  renderApp('/display/kitchen');
  return screen.findAllByTestId('kitchen-order');
}

const selected = () =>
  screen
    .getAllByTestId('kitchen-order')
    .filter((card) => card.getAttribute('data-selected') === 'true')
    .map((card) => within(card).getByTestId('kitchen-token').textContent);

describe('the kitchen display (issue 26)', () => {
  it('opens full screen without the sidebar: title, tickets in arrival order', async () => {
    mockDisplayApi(() => tickets);
    const cards = await openDisplay();
    expect(screen.getByRole('heading', { name: 'Kitchen Display' })).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(cards.map((card) => within(card).getByTestId('kitchen-token').textContent)).toEqual([
      '11',
      '12',
      '13',
    ]);
    expect(screen.getByRole('combobox', { name: 'Station' })).toBeTruthy();
  });

  it('is refused to a user without the KITCHEN_DISPLAY scope', async () => {
    mockDisplayApi(() => tickets);
    signIn(makeUser({ role: 'staff', scope: 'KITCHEN', name: 'Kim Kitchen' }));
    const router = renderApp('/display/kitchen');
    await waitFor(() => expect(router.state.location.pathname).toBe('/no-access'));
  });

  it('selects the n-th ticket with 1–9, bumps it with Enter and recalls it with R', async () => {
    const user = userEvent.setup();
    let shown = tickets;
    const fetchMock = mockDisplayApi(() => shown);
    await openDisplay();

    await user.keyboard('2');
    expect(selected()).toEqual(['12']);
    await user.keyboard('9'); // no ninth ticket: the selection stays
    expect(selected()).toEqual(['12']);

    shown = [tickets[0], tickets[2]] as TKitchenOrderResponse[];
    await user.keyboard('{Enter}');
    await waitFor(() => expect(posts(fetchMock)).toEqual([['/api/v1/kitchen/orders/o2/bump', {}]]));
    // bumped and gone: nothing is selected, and Enter bumps nothing more
    await waitFor(() => expect(screen.getAllByTestId('kitchen-order')).toHaveLength(2));
    expect(selected()).toEqual([]);
    await user.keyboard('{Enter}');
    expect(await screen.findByTestId('kitchen-recall')).toBeTruthy();
    expect(screen.getByTestId('kitchen-recall').textContent).toBe('Recall 12');

    await user.keyboard('r');
    await waitFor(() => expect(posts(fetchMock)).toHaveLength(2));
    expect(posts(fetchMock)[1]).toEqual(['/api/v1/kitchen/orders/o2/recall', {}]);
  });

  it("bumps with the station's items only, and leaves keys typed into the station picker alone", async () => {
    const user = userEvent.setup();
    localStorage.setItem('opentab:kitchen-station', 's1');
    const fetchMock = mockDisplayApi(() => tickets);
    await openDisplay();
    const picker = screen.getByRole('combobox', { name: 'Station' });
    picker.focus();
    await user.keyboard('1');
    expect(selected()).toEqual([]);

    picker.blur();
    await user.keyboard('1{Enter}');
    await waitFor(() =>
      expect(posts(fetchMock)).toEqual([['/api/v1/kitchen/orders/o1/bump', { station: 's1' }]]),
    );
  });

  it('selects a ticket by tapping its header, bumps it with its button, and moves an item by tapping it', async () => {
    const user = userEvent.setup();
    const fetchMock = mockDisplayApi(() => tickets);
    await openDisplay();
    await user.click(screen.getByRole('button', { name: 'Ticket 3: select token 13' }));
    expect(selected()).toEqual(['13']);
    expect(
      screen.getByRole('button', { name: 'Ticket 3: select token 13' }).getAttribute('aria-pressed'),
    ).toBe('true');

    await user.click(screen.getByRole('button', { name: 'Complete: 1 × Espresso' }));
    await user.click(screen.getByRole('button', { name: 'Bump token 11' }));
    await waitFor(() => expect(posts(fetchMock)).toHaveLength(2));
    expect(posts(fetchMock)).toEqual([
      ['/api/v1/kitchen/i2', { status: 'completed' }],
      ['/api/v1/kitchen/orders/o1/bump', {}],
    ]);
  });

  it('shows a void and a table move live', async () => {
    let shown = tickets;
    mockDisplayApi(() => shown);
    await openDisplay();
    shown = [
      makeTicket({
        id: 'o1',
        token_no: 11,
        table_title: 'T9',
        floor: null,
        items: [makeItem({ id: 'i1', item_title: 'Classic Burger', status: 'cancelled' })],
      }),
    ];
    act(() => emitLive('order_update'));
    await waitFor(() => expect(screen.getAllByTestId('kitchen-order')).toHaveLength(1));
    const card = within(screen.getByTestId('kitchen-order'));
    expect(card.getByText('T9')).toBeTruthy();
    expect(card.getByTestId('kitchen-item').getAttribute('data-void')).toBe('true');
    expect(card.getByText('Void')).toBeTruthy();
  });
});
