import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { enableOrderSound, playOrderChime, SOUND_CHOICE_KEY } from '../../lib/order-chime';
import { emitLive } from '../../test/fake-realtime';
import { makeUser, mockFetch, renderApp, signIn } from '../../test/render';

vi.mock('../../lib/realtime', () => import('../../test/fake-realtime'));
vi.mock('../../lib/order-chime', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/order-chime')>()),
  armOrderChime: vi.fn(),
  playOrderChime: vi.fn(),
  enableOrderSound: vi.fn(),
}));

afterEach(() => {
  cleanup();
  vi.mocked(playOrderChime).mockClear();
  localStorage.clear();
});

const store: { name: string; logo: string | null; brandColor: string | null } = {
  name: 'Harbour Grill',
  logo: null,
  brandColor: null,
};

/** The board's answers in turn: each call reads the next (the last one stays). */
function mockBoard(...answers: { preparing: number[]; ready: number[] }[]) {
  let call = 0;
  return mockFetch((path) => {
    if (path !== '/displays/order-status') return { status: 404, body: { message: 'Not found!' } };
    const answer = answers[Math.min(call, answers.length - 1)];
    call += 1;
    return { body: { ...answer, store } };
  });
}

const screenUser = () => makeUser({ role: 'staff', scope: 'ORDER_STATUS_DISPLAY', name: 'Lobby TV' });
const tokensIn = (status: 'preparing' | 'ready') =>
  within(screen.getByTestId(`board-${status}`))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('the order-status board', () => {
  it('moves a token from Preparing to Ready when an order event says so, and chimes then only', async () => {
    mockBoard({ preparing: [7, 8], ready: [5] }, { preparing: [8], ready: [5, 7] });
    signIn(screenUser());
    renderApp('/display/order-status');
    expect(await screen.findByRole('heading', { name: 'Preparing' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Ready for pickup' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Harbour Grill' })).toBeTruthy();
    expect(tokensIn('preparing')).toEqual(['7', '8']);
    expect(tokensIn('ready')).toEqual(['5']);
    // the first answer is no arrival: a reload does not chime
    expect(playOrderChime).not.toHaveBeenCalled();

    emitLive('order_update');
    await waitFor(() => expect(tokensIn('ready')).toEqual(['5', '7']));
    expect(tokensIn('preparing')).toEqual(['8']);
    expect(playOrderChime).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('board-token-7').dataset.new).toBe('true');
    expect(screen.getByTestId('board-token-5').dataset.new).toBeUndefined();
  });

  it('shows tokens and headings only: no names, tables or amounts', async () => {
    mockBoard({ preparing: [12], ready: [3] });
    signIn(screenUser());
    renderApp('/display/order-status');
    const board = await screen.findByTestId('order-status-board');
    await screen.findByTestId('board-token-12');
    const text = board.textContent ?? '';
    expect(text.replace(/Harbour Grill|Preparing|Ready for pickup|Enable sound|\d+/g, '').trim()).toBe('');
  });

  it("draws the store's name on a band of its brand color, in the type that reads on it", async () => {
    store.brandColor = '#ffd166';
    try {
      mockBoard({ preparing: [], ready: [] });
      signIn(screenUser());
      renderApp('/display/order-status');
      const name = await screen.findByRole('heading', { name: 'Harbour Grill' });
      const band = name.closest('header');
      expect(band?.style.background).toBe('rgb(255, 209, 102)');
      expect(band?.style.color).toBe('rgb(0, 0, 0)');
    } finally {
      store.brandColor = null;
    }
  });

  it('says when a column is empty', async () => {
    mockBoard({ preparing: [], ready: [] });
    signIn(screenUser());
    renderApp('/display/order-status');
    expect(await screen.findAllByText('No orders here right now')).toHaveLength(2);
  });

  it('asks once for a tap when this screen chose sound on, since the browser needs one after a reload', async () => {
    localStorage.setItem(SOUND_CHOICE_KEY, 'on');
    mockBoard({ preparing: [1], ready: [] });
    signIn(screenUser());
    renderApp('/display/order-status');
    await userEvent.click(await screen.findByRole('button', { name: 'Tap to enable sound' }));
    expect(enableOrderSound).toHaveBeenCalledTimes(1);
  });

  it('shows the sound switch, not the overlay, on a screen that never chose', async () => {
    mockBoard({ preparing: [1], ready: [] });
    signIn(screenUser());
    renderApp('/display/order-status');
    expect(await screen.findByRole('button', { name: 'Enable sound' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Tap to enable sound' })).toBeNull();
  });
});
