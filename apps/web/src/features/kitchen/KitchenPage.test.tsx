import type { TKitchenOrderResponse } from '@opentab/shared';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../lib/i18n';
import { playOrderChime } from '../../lib/order-chime';
import { emitLive, setLiveStatus } from '../../test/fake-realtime';
import { makeTicket } from '../../test/kitchen-fixtures';
import { makeItem } from '../../test/order-fixtures';
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

const newer = makeTicket({
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

const older = makeTicket({
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

const STATIONS = [
  { id: 's1', name: 'Grill', isDefault: true },
  { id: 's2', name: 'Bar', isDefault: false },
];

function mockKitchenApi(
  orders: TKitchenOrderResponse[],
  { status = 200, stations = [] as typeof STATIONS } = {},
) {
  return mockFetch((path) => {
    if (path === '/kitchen/stations') return { body: stations };
    if (path.startsWith('/kitchen?') || path === '/kitchen')
      return status === 200 ? { body: orders } : { status };
    if (path.endsWith('/bump')) return { body: { message: 'Ticket done!' } };
    if (path.endsWith('/recall')) return { body: { message: 'Ticket recalled!' } };
    return { body: { message: 'Order Item status successfully updated!' } };
  });
}

/** The calls of the screen after its first load, method and path. */
function posts(fetchMock: ReturnType<typeof mockFetch>) {
  return fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([url, init]) => [String(url), JSON.parse(String(init?.body))]);
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
        .filter(([url, init]) => String(url).startsWith('/api/v1/kitchen/') && init?.method === 'POST')
        .map(([url, init]) => [String(url), JSON.parse(String(init?.body))]);
    await waitFor(() => expect(moves()).toHaveLength(2));
    expect(moves()).toEqual([
      ['/api/v1/kitchen/i1', { status: 'preparing' }],
      ['/api/v1/kitchen/i2', { status: 'completed' }],
    ]);
    // Each move reloads the tickets.
    await waitFor(() => expect(kitchenCalls(fetchMock)).toBe(3));
  });

  it('moves a line by a tap anywhere on it too, once per tap', async () => {
    const user = userEvent.setup();
    const fetchMock = mockKitchenApi([older]);
    await openKitchen();
    const [burger] = screen.getAllByTestId('kitchen-item');
    await user.click(within(burger as HTMLElement).getByText('Classic Burger'));
    await waitFor(() => expect(posts(fetchMock)).toEqual([['/api/v1/kitchen/i1', { status: 'preparing' }]]));
    // the line's own button: one move, not two
    await user.click(screen.getByRole('button', { name: 'Complete: 1 × Espresso' }));
    await waitFor(() => expect(posts(fetchMock)).toHaveLength(2));
    expect(posts(fetchMock)[1]).toEqual(['/api/v1/kitchen/i2', { status: 'completed' }]);
  });

  it("shows the server's refusal of a move", async () => {
    const user = userEvent.setup();
    mockFetch((path) => {
      if (path === '/kitchen/stations') return { body: [] };
      return path === '/kitchen'
        ? { body: [older] }
        : { status: 409, body: { message: 'This item cannot move to that status!' } };
    });
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
    mockFetch((path) =>
      path === '/kitchen/stations'
        ? { body: [] }
        : {
            body: [older, newer],
            headers: { 'x-total-count': '10000', 'x-has-more': 'true', 'x-next-cursor': 'o2' },
          },
    );
    await openKitchen();
    // the server counts no further than 10,000
    expect((await screen.findByTestId('capped-list')).textContent).toBe(
      'Showing the 2 oldest of 10000 or more orders to make. Newer ones appear here as these are closed.',
    );
  });

  it('shows the newer orders to make on request, after the oldest', async () => {
    const user = userEvent.setup();
    const newest = makeTicket({ id: 'o3', token_no: 13, date: '2025-03-01T12:20:00.000Z' });
    const fetchMock = mockFetch((path): { body: unknown; headers?: Record<string, string> } => {
      if (path === '/kitchen/stations') return { body: [] };
      return path === '/kitchen?after=o2'
        ? { body: [newest], headers: { 'x-total-count': '3', 'x-has-more': 'false' } }
        : {
            body: [older, newer],
            headers: { 'x-total-count': '3', 'x-has-more': 'true', 'x-next-cursor': 'o2' },
          };
    });
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
    mockKitchenApi([], { status: 500 });
    signIn(kitchenUser());
    renderApp('/dashboard/kitchen');
    expect(await screen.findByText('Error loading orders! Please try later!')).toBeTruthy();
  });

  it("stays quiet on a new order that brings this screen no ticket (another station's)", async () => {
    const fetchMock = mockFetch((path) => ({ body: path === '/kitchen/stations' ? [] : [older] }));
    await openKitchen();
    act(() => emitLive('new_order'));
    await waitFor(() => expect(kitchenCalls(fetchMock)).toBe(2));
    expect(screen.getAllByTestId('kitchen-order')).toHaveLength(1);
    expect(playOrderChime).not.toHaveBeenCalled();
  });

  it('refetches and chimes on new_order, refetches quietly on order_update, and shows when live is down', async () => {
    let orders: TKitchenOrderResponse[] = [older];
    const fetchMock = mockFetch((path) => ({ body: path === '/kitchen/stations' ? [] : orders }));
    await openKitchen();
    expect(kitchenCalls(fetchMock)).toBe(1);

    orders = [older, newer];
    act(() => emitLive('new_order'));
    await waitFor(() => expect(screen.getAllByTestId('kitchen-order')).toHaveLength(2));
    // the chime follows the new ticket onto the list (issue 26: a station hears only its own tickets)
    await waitFor(() => expect(playOrderChime).toHaveBeenCalledTimes(1));
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

  it('offers Enable sound until this device chooses, then an on/off switch remembered on the device', async () => {
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
    expect(localStorage.getItem('opentab:order-sound')).toBe('off');
    await user.click(screen.getByRole('button', { name: 'Sound off' }));
    expect(await screen.findByRole('button', { name: 'Sound on' })).toBeTruthy();
    expect(localStorage.getItem('opentab:order-sound')).toBe('on');
  });
});

describe('Kitchen screen: stations, bump and recall (issue 26)', () => {
  const grillTicket = makeTicket({
    id: 'o5',
    token_no: 21,
    stations: [
      { id: 's1', name: 'Grill', done: true },
      { id: 's2', name: 'Bar', done: false },
    ],
    items: [makeItem({ id: 'i9', order_id: 'o5', item_title: 'Mojito' })],
  });

  function kitchenPaths(fetchMock: ReturnType<typeof mockFetch>) {
    return calledPaths(fetchMock).filter((path) => /^GET \/api\/v1\/kitchen(\?|$)/.test(path));
  }

  it('shows no station picker in a store without stations', async () => {
    mockKitchenApi([older]);
    await openKitchen();
    expect(screen.queryByTestId('kitchen-station-picker')).toBeNull();
  });

  it('shows one station or all, chosen on this device and remembered across a reload', async () => {
    const user = userEvent.setup();
    const fetchMock = mockKitchenApi([older], { stations: STATIONS });
    await openKitchen();
    const picker = await screen.findByRole('combobox', { name: 'Station' });
    expect((picker as HTMLSelectElement).value).toBe('');
    expect(
      within(picker)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All stations', 'Grill', 'Bar']);
    expect(kitchenPaths(fetchMock)).toEqual(['GET /api/v1/kitchen']);

    await user.selectOptions(picker, 'Bar');
    await waitFor(() => expect(kitchenPaths(fetchMock)).toContain('GET /api/v1/kitchen?station=s2'));
    expect(localStorage.getItem('opentab:kitchen-station')).toBe('s2');

    // a reload: the device opens on its station at once
    cleanup();
    const again = mockKitchenApi([older], { stations: STATIONS });
    renderApp('/dashboard/kitchen');
    await screen.findAllByTestId('kitchen-order');
    expect(kitchenPaths(again)).toEqual(['GET /api/v1/kitchen?station=s2']);
    expect(((await screen.findByRole('combobox', { name: 'Station' })) as HTMLSelectElement).value).toBe(
      's2',
    );

    await user.selectOptions(screen.getByRole('combobox', { name: 'Station' }), 'All stations');
    await waitFor(() => expect(kitchenPaths(again).at(-1)).toBe('GET /api/v1/kitchen'));
    expect(localStorage.getItem('opentab:kitchen-station')).toBeNull();
  });

  it('falls back to all stations when the remembered one was deleted', async () => {
    localStorage.setItem('opentab:kitchen-station', 'gone');
    const fetchMock = mockKitchenApi([older], { stations: STATIONS });
    await openKitchen();
    await waitFor(() => expect(kitchenPaths(fetchMock).at(-1)).toBe('GET /api/v1/kitchen'));
    expect(((await screen.findByRole('combobox', { name: 'Station' })) as HTMLSelectElement).value).toBe('');
  });

  it("shows each ticket's stations with a done mark in the expo view, and when all are done", async () => {
    const ready = makeTicket({
      id: 'o6',
      token_no: 22,
      stations: [
        { id: 's1', name: 'Grill', done: true },
        { id: 's2', name: 'Bar', done: true },
      ],
      items: [makeItem({ id: 'i10', order_id: 'o6', status: 'completed' })],
    });
    mockKitchenApi([grillTicket, ready], { stations: STATIONS });
    const [first, second] = (await openKitchen()).map((card) => within(card)) as [
      ReturnType<typeof within>,
      ReturnType<typeof within>,
    ];
    expect(
      first.getAllByTestId('kitchen-station-chip').map((chip: HTMLElement) => chip.getAttribute('data-done')),
    ).toEqual(['true', 'false']);
    expect(first.getByText('Grill: done')).toBeTruthy();
    expect(first.getByText('Bar: in progress')).toBeTruthy();
    expect(first.queryByText('All stations done')).toBeNull();
    expect(first.getByTestId('kitchen-bump')).toBeTruthy();

    expect(second.getByText('All stations done')).toBeTruthy();
    // nothing left to make: no Bump, the line shows it is made
    expect(second.queryByTestId('kitchen-bump')).toBeNull();
    expect(second.queryByRole('button', { name: /Classic Burger/ })).toBeNull();
  });

  it("shows no station chips on a station's own view", async () => {
    localStorage.setItem('opentab:kitchen-station', 's2');
    mockKitchenApi([grillTicket], { stations: STATIONS });
    const [card] = await openKitchen();
    await waitFor(() =>
      expect(within(card as HTMLElement).queryAllByTestId('kitchen-station-chip')).toHaveLength(0),
    );
  });

  it('bumps a whole ticket in one tap, then recalls the ticket this device bumped last', async () => {
    const user = userEvent.setup();
    const fetchMock = mockKitchenApi([older, newer]);
    await openKitchen();
    expect(screen.queryByTestId('kitchen-recall')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Bump token 11' }));
    await waitFor(() => expect(posts(fetchMock)).toEqual([['/api/v1/kitchen/orders/o1/bump', {}]]));
    const recall = await screen.findByTestId('kitchen-recall');
    expect(recall.textContent).toBe('Recall 11');

    await user.click(recall);
    await waitFor(() => expect(posts(fetchMock)).toHaveLength(2));
    expect(posts(fetchMock)[1]).toEqual(['/api/v1/kitchen/orders/o1/recall', {}]);
    await waitFor(() => expect(screen.queryByTestId('kitchen-recall')).toBeNull());
  });

  it("bumps and recalls only the station's items on a station's view", async () => {
    const user = userEvent.setup();
    localStorage.setItem('opentab:kitchen-station', 's2');
    const fetchMock = mockKitchenApi([grillTicket], { stations: STATIONS });
    await openKitchen();
    await user.click(await screen.findByRole('button', { name: 'Bump token 21' }));
    await waitFor(() =>
      expect(posts(fetchMock)).toEqual([['/api/v1/kitchen/orders/o5/bump', { station: 's2' }]]),
    );
    await user.click(await screen.findByTestId('kitchen-recall'));
    await waitFor(() =>
      expect(posts(fetchMock)[1]).toEqual(['/api/v1/kitchen/orders/o5/recall', { station: 's2' }]),
    );
  });

  it('forgets a recall the server refuses (nothing left to recall)', async () => {
    const user = userEvent.setup();
    localStorage.setItem(
      'opentab:kitchen-bumped',
      JSON.stringify([{ orderId: 'o1', token: 11, station: null }]),
    );
    mockFetch((path) => {
      if (path === '/kitchen/stations') return { body: [] };
      if (path === '/kitchen') return { body: [older] };
      return { status: 409, body: { message: 'Nothing to recall on this ticket!' } };
    });
    await openKitchen();
    await user.click(screen.getByTestId('kitchen-recall'));
    expect(await screen.findByText('Nothing to recall on this ticket!')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('kitchen-recall')).toBeNull());
  });

  it("colours the age timer against the ticket's target time", async () => {
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
    mockKitchenApi([
      makeTicket({ id: 'a', token_no: 1, date: minutesAgo(20), target_minutes: 15 }),
      makeTicket({ id: 'b', token_no: 2, date: minutesAgo(12), target_minutes: 15 }),
      makeTicket({ id: 'c', token_no: 3, date: minutesAgo(2), target_minutes: 15 }),
    ]);
    await openKitchen();
    const ages = screen.getAllByTestId('kitchen-age');
    expect(ages.map((age) => age.getAttribute('data-level'))).toEqual(['late', 'due-soon', 'on-time']);
    expect(ages[0]?.textContent).toBe('20 min');
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
