import type { TOrderResponse } from '@opentab/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../lib/i18n';
import { playOrderChime } from '../../lib/order-chime';
import { emitLive, setLiveStatus } from '../../test/fake-realtime';
import { makeItem, makeOrder } from '../../test/order-fixtures';
import { calledPaths, makeUser, mockFetch, renderApp, signIn } from '../../test/render';

vi.mock('../../lib/realtime', () => import('../../test/fake-realtime'));
vi.mock('../../lib/order-chime', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/order-chime')>()),
  armOrderChime: vi.fn(),
  playOrderChime: vi.fn(),
}));

afterEach(() => {
  setLiveStatus('live');
  vi.mocked(playOrderChime).mockClear();
});

const kitchenUser = () => makeUser({ role: 'staff', scope: 'KITCHEN,KITCHEN_DISPLAY', name: 'Kim Kitchen' });

const newer = makeOrder({
  id: 'o2',
  token_no: 12,
  date: '2025-03-01T12:10:00.000Z',
  delivery_type: 'delivery',
  table_id: null,
  table_title: null,
  floor: null,
  customer_type: 'CUSTOMER',
  customer_name: 'Grace Hopper',
  items: [makeItem({ id: 'i3', order_id: 'o2', item_title: 'French Fries', variant_title: 'Large' })],
});

const older = makeOrder({
  id: 'o1',
  token_no: 11,
  date: '2025-03-01T12:00:00.000Z',
  items: [
    makeItem({
      id: 'i1',
      item_title: 'Classic Burger',
      quantity: 2,
      addons: [{ id: 'a1', title: 'Bacon', price: 1 }],
    }),
    makeItem({
      id: 'i2',
      item_title: 'Espresso',
      variant_title: 'Double',
      status: 'preparing',
      notes: 'extra hot',
    }),
  ],
});

function mockKitchenApi(orders: TOrderResponse[], status = 200) {
  return mockFetch((path) => {
    if (path === '/kitchen') return status === 200 ? { body: orders } : { status };
    return { body: { message: 'Order Item status successfully updated!' } };
  });
}

function kitchenCalls(fetchMock: ReturnType<typeof mockFetch>): number {
  return fetchMock.mock.calls.filter(([url]) => String(url) === '/api/v1/kitchen').length;
}

async function openKitchen() {
  signIn(kitchenUser());
  renderApp('/dashboard/kitchen');
  return screen.findAllByTestId('kitchen-order');
}

describe('Kitchen screen', () => {
  it("shows the tickets in the server's order (oldest first) with the token, where the order goes and what to cook", async () => {
    mockKitchenApi([older, newer]);
    const cards = await openKitchen();
    expect(cards.map((card) => within(card).getByTestId('kitchen-token').textContent)).toEqual(['11', '12']);
    const [first, second] = cards.map((card) => within(card)) as [
      ReturnType<typeof within>,
      ReturnType<typeof within>,
    ];

    expect(first.getByText('T1 · Ground Floor')).toBeTruthy();
    expect(first.getByText('WALKIN')).toBeTruthy();
    expect(first.getByText('2 ×')).toBeTruthy();
    expect(first.getByText('Classic Burger')).toBeTruthy();
    expect(first.getByText('+ Bacon')).toBeTruthy();
    expect(first.getByText('Double')).toBeTruthy();
    expect(first.getByText('Note: extra hot')).toBeTruthy();

    // Without a table: the delivery type, and the customer type in upper case (CSS), with the name.
    expect(second.getByText('Delivery')).toBeTruthy();
    expect(second.getByText('CUSTOMER · Grace Hopper')).toBeTruthy();
    expect(second.getByText('Large')).toBeTruthy();
  });

  it('shows the provisional token an order made offline printed beside its real one (issue 25)', async () => {
    mockKitchenApi([older, { ...newer, provisional_token: 'P-7' }]);
    const [first, second] = await openKitchen();
    expect(within(second as HTMLElement).getByTestId('provisional-token').textContent).toBe('(was P-7)');
    expect(within(first as HTMLElement).queryByTestId('provisional-token')).toBeNull();
  });

  it('offers Start Making for a new item and Complete for one in preparation, and posts the move', async () => {
    const user = userEvent.setup();
    const fetchMock = mockKitchenApi([older]);
    await openKitchen();

    const start = screen.getByRole('button', { name: 'Start Making: 2 × Classic Burger' });
    const done = screen.getByRole('button', { name: 'Complete: 1 × Espresso' });
    expect(screen.queryByRole('button', { name: 'Complete: 2 × Classic Burger' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Start Making: 1 × Espresso' })).toBeNull();

    await user.click(start);
    expect(await screen.findByText('Order Item status successfully updated!')).toBeTruthy();
    await user.click(done);

    const moves = () =>
      fetchMock.mock.calls
        .filter(([url]) => String(url).startsWith('/api/v1/kitchen/'))
        .map(([url, init]) => [String(url), JSON.parse(String(init?.body))]);
    await waitFor(() => expect(moves()).toHaveLength(2));
    expect(moves()).toEqual([
      ['/api/v1/kitchen/i1', { status: 'preparing' }],
      ['/api/v1/kitchen/i2', { status: 'completed' }],
    ]);
    // Each move reloads the tickets.
    await waitFor(() => expect(kitchenCalls(fetchMock)).toBe(3));
  });

  it("shows the server's refusal of a move", async () => {
    const user = userEvent.setup();
    mockFetch((path) =>
      path === '/kitchen'
        ? { body: [older] }
        : { status: 409, body: { message: 'This item cannot move to that status!' } },
    );
    await openKitchen();
    await user.click(screen.getByRole('button', { name: 'Start Making: 2 × Classic Burger' }));
    expect(await screen.findByText('This item cannot move to that status!')).toBeTruthy();
  });

  it('shows the empty state', async () => {
    mockKitchenApi([]);
    signIn(kitchenUser());
    renderApp('/dashboard/kitchen');
    expect(await screen.findByText('No Orders Pending!')).toBeTruthy();
  });

  it('says when it shows only the oldest orders still to make', async () => {
    mockFetch(() => ({
      body: [older, newer],
      headers: { 'x-total-count': '10000', 'x-has-more': 'true', 'x-next-cursor': 'o2' },
    }));
    await openKitchen();
    // the server counts no further than 10,000
    expect((await screen.findByTestId('capped-list')).textContent).toBe(
      'Showing the 2 oldest of 10000 or more orders to make. Newer ones appear here as these are closed.',
    );
  });

  it('shows the newer orders to make on request, after the oldest', async () => {
    const user = userEvent.setup();
    const newest = makeOrder({ id: 'o3', token_no: 13, date: '2025-03-01T12:20:00.000Z' });
    const fetchMock = mockFetch((path): { body: TOrderResponse[]; headers: Record<string, string> } =>
      path === '/kitchen?after=o2'
        ? { body: [newest], headers: { 'x-total-count': '3', 'x-has-more': 'false' } }
        : {
            body: [older, newer],
            headers: { 'x-total-count': '3', 'x-has-more': 'true', 'x-next-cursor': 'o2' },
          },
    );
    expect(await openKitchen()).toHaveLength(2);
    expect((await screen.findByTestId('capped-list')).textContent).toContain('Showing the 2 oldest of 3');
    await user.click(screen.getByRole('button', { name: 'Show newer orders' }));
    await waitFor(() => expect(screen.getAllByTestId('kitchen-order')).toHaveLength(3));
    const tokens = screen.getAllByTestId('kitchen-token').map((token) => token.textContent);
    expect(tokens).toEqual(['11', '12', '13']);
    expect(screen.queryByTestId('capped-list')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Show newer orders' })).toBeNull();
    expect(calledPaths(fetchMock)).toContain('GET /api/v1/kitchen?after=o2');
  });

  it('shows the load error', async () => {
    mockKitchenApi([], 500);
    signIn(kitchenUser());
    renderApp('/dashboard/kitchen');
    expect(await screen.findByText('Error loading orders! Please try later!')).toBeTruthy();
  });

  it('refetches and chimes on new_order, refetches quietly on order_update, and shows when live is down', async () => {
    let orders: TOrderResponse[] = [older];
    const fetchMock = mockFetch(() => ({ body: orders }));
    await openKitchen();
    expect(kitchenCalls(fetchMock)).toBe(1);

    orders = [older, newer];
    act(() => emitLive('new_order'));
    await waitFor(() => expect(screen.getAllByTestId('kitchen-order')).toHaveLength(2));
    expect(playOrderChime).toHaveBeenCalledTimes(1);
    // Issue 16: the new ticket flashes, the one already on screen does not.
    const flashing = screen
      .getAllByTestId('kitchen-order')
      .map((card) => card.getAttribute('data-new-order'));
    expect(flashing.filter((flag) => flag === 'true')).toHaveLength(1);
    expect(within(screen.getAllByTestId('kitchen-order')[1] as HTMLElement).getByText('12')).toBeTruthy();
    expect(screen.getAllByTestId('kitchen-order')[1]?.getAttribute('data-new-order')).toBe('true');

    act(() => emitLive('order_update'));
    await waitFor(() => expect(kitchenCalls(fetchMock)).toBe(3));
    expect(playOrderChime).toHaveBeenCalledTimes(1);

    act(() => setLiveStatus('down'));
    expect(await screen.findByText('Live updates paused — reconnecting…')).toBeTruthy();
    act(() => emitLive('poll'));
    await waitFor(() => expect(kitchenCalls(fetchMock)).toBe(4));
  });

  it('offers Enable sound until audio is allowed, then a mute switch remembered on the device', async () => {
    class QuietAudio {
      state = 'suspended';
      currentTime = 0;
      destination = {};
      resume() {
        this.state = 'running';
        return Promise.resolve();
      }
      createGain() {
        return {
          gain: { setValueAtTime() {}, exponentialRampToValueAtTime() {} },
          connect: (n: unknown) => n,
        };
      }
      createOscillator() {
        return { frequency: { value: 0 }, connect: (n: unknown) => n, start() {}, stop() {} };
      }
    }
    vi.stubGlobal('AudioContext', QuietAudio);
    const user = userEvent.setup();
    mockKitchenApi([older]);
    await openKitchen();
    await user.click(screen.getByRole('button', { name: 'Enable sound' }));
    await user.click(await screen.findByRole('button', { name: 'Sound on' }));
    expect(screen.getByRole('button', { name: 'Sound off' }).getAttribute('aria-pressed')).toBe('true');
    expect(localStorage.getItem('opentab:order-sound-muted')).toBe('1');
    await user.click(screen.getByRole('button', { name: 'Sound off' }));
    expect(await screen.findByRole('button', { name: 'Sound on' })).toBeTruthy();
  });
});

describe('Kitchen screen in other languages (issue 24)', () => {
  afterEach(() => act(() => setLanguage('en')));

  it('speaks Japanese: title, token label, customer type, notes, age and the next-step buttons', async () => {
    await act(() => setLanguage('ja'));
    mockKitchenApi([older, newer]);
    const [first, second] = (await openKitchen()).map((card) => within(card)) as [
      ReturnType<typeof within>,
      ReturnType<typeof within>,
    ];
    expect(screen.getByRole('heading', { name: 'キッチン' })).toBeTruthy();
    expect(first.getAllByText('整理番号')).toHaveLength(1);
    expect(first.getByText('一般')).toBeTruthy();
    expect(first.getByText('メモ: extra hot')).toBeTruthy();
    expect(first.getByText(/^\d+分$/)).toBeTruthy();
    expect(first.getByRole('button', { name: '調理開始: 2 × Classic Burger' }).textContent).toBe('調理開始');
    expect(first.getByRole('button', { name: '完了: 1 × Espresso' })).toBeTruthy();
    expect(second.getByText('顧客 · Grace Hopper')).toBeTruthy();
  });

  it('reads right to left in Arabic', async () => {
    await act(() => setLanguage('ar'));
    mockKitchenApi([older]);
    await openKitchen();
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByRole('heading', { name: 'المطبخ' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'بدء التحضير: 2 × Classic Burger' })).toBeTruthy();
  });
});
