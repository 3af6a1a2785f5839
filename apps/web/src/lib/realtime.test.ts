import { REALTIME_REFUSALS } from '@opentab/shared';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endRefusedSession, renewSession } from './api';
import { disconnectRealtime, useLiveEvents, useLiveStatus } from './realtime';

// The real realtime client (component tests use test/fake-realtime.ts) over a stand-in socket, so the
// server's refusals and drops can be played to it.
vi.unmock('./realtime');

const fake = vi.hoisted(() => {
  type TListener = (...args: unknown[]) => void;
  class FakeSocket {
    listeners = new Map<string, TListener[]>();
    connect = vi.fn();
    disconnect = vi.fn();
    on(event: string, listener: TListener) {
      this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
      return this;
    }
    off(event: string, listener: TListener) {
      this.listeners.set(
        event,
        (this.listeners.get(event) ?? []).filter((l) => l !== listener),
      );
      return this;
    }
    /** what the server's side of the link does to this socket */
    play(event: string, ...args: unknown[]) {
      for (const listener of this.listeners.get(event) ?? []) listener(...args);
    }
  }
  return { FakeSocket, sockets: [] as FakeSocket[] };
});

vi.mock('socket.io-client', () => ({
  io: () => {
    const socket = new fake.FakeSocket();
    fake.sockets.push(socket);
    return socket;
  },
}));
vi.mock('./api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./api')>()),
  renewSession: vi.fn(async () => 'renewed'),
  endRefusedSession: vi.fn(),
}));

/** A screen that shows the live link opens the tab's socket (once Socket.IO's client has loaded). */
async function openLink() {
  const before = fake.sockets.length;
  const view = renderHook(() => useLiveStatus());
  await waitFor(() => expect(fake.sockets).toHaveLength(before + 1));
  const socket = fake.sockets[fake.sockets.length - 1];
  if (!socket) throw new Error('no socket was opened');
  return { socket, view };
}

afterEach(() => {
  disconnectRealtime();
  vi.clearAllMocks();
});

describe('the realtime link', () => {
  it("refetches at once when the server refuses the business's socket as inactive, and does not retry on its own", async () => {
    const onEvent = vi.fn();
    const before = fake.sockets.length;
    const screen = renderHook(() => useLiveEvents(['new_order'], onEvent));
    await waitFor(() => expect(fake.sockets).toHaveLength(before + 1));
    const socket = fake.sockets[fake.sockets.length - 1];
    if (!socket) throw new Error('no socket was opened');
    socket.play('connect_error', new Error(REALTIME_REFUSALS.subscriptionInactive));
    // The screen's refetch meets the 402 that opens the inactive-subscription page; a page an inactive
    // business may use (the profile) simply stays.
    expect(onEvent).toHaveBeenCalledWith('poll');
    await waitFor(() => expect(screen.result.current).toBe('down'));
    expect(renewSession).not.toHaveBeenCalled();
    expect(socket.connect).not.toHaveBeenCalled();

    // The next screen that opens (after subscribing, say) tries the same socket once more.
    renderHook(() => useLiveStatus());
    expect(socket.connect).toHaveBeenCalledTimes(1);
    renderHook(() => useLiveStatus());
    expect(socket.connect).toHaveBeenCalledTimes(1);
    expect(fake.sockets.at(-1)).toBe(socket);
  });

  it('renews the session and connects again when the handshake is refused as unauthorized', async () => {
    const { socket } = await openLink();
    socket.play('connect_error', new Error(REALTIME_REFUSALS.unauthorized));
    await waitFor(() => expect(socket.connect).toHaveBeenCalled());
    expect(renewSession).toHaveBeenCalledTimes(1);
  });

  it('ends the session on screen when the server drops the socket and the renewal is refused', async () => {
    vi.mocked(renewSession).mockResolvedValueOnce('refused');
    const { socket, view } = await openLink();
    socket.play('connect');
    await waitFor(() => expect(view.result.current).toBe('live'));
    socket.play('disconnect', 'io server disconnect');
    await waitFor(() => expect(endRefusedSession).toHaveBeenCalled());
    expect(socket.connect).not.toHaveBeenCalled();
  });
});
