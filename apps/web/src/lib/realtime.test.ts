import { REALTIME_REFUSALS } from '@opentab/shared';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endRefusedSession, INACTIVE_SUBSCRIPTION_PATH, renewSession } from './api';
import { navigateTo } from './navigation';
import { disconnectRealtime, useLiveStatus } from './realtime';

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
vi.mock('./navigation', () => ({ navigateTo: vi.fn() }));

/** A screen that shows the live link opens the tab's socket. */
function openLink() {
  const before = fake.sockets.length;
  const view = renderHook(() => useLiveStatus());
  const socket = fake.sockets[fake.sockets.length - 1];
  if (!socket || fake.sockets.length !== before + 1) throw new Error('no socket was opened');
  return { socket, view };
}

afterEach(() => {
  disconnectRealtime();
  vi.clearAllMocks();
});

describe('the realtime link', () => {
  it("goes to the inactive-subscription page when the server refuses the business's socket, without retrying", async () => {
    const { socket, view } = openLink();
    socket.play('connect_error', new Error(REALTIME_REFUSALS.subscriptionInactive));
    expect(navigateTo).toHaveBeenCalledWith(INACTIVE_SUBSCRIPTION_PATH);
    expect(socket.disconnect).toHaveBeenCalled();
    expect(renewSession).not.toHaveBeenCalled();
    expect(socket.connect).not.toHaveBeenCalled();
    view.unmount();

    // After subscribing, the next live screen opens a new socket.
    const again = openLink();
    expect(again.socket).not.toBe(socket);
  });

  it('renews the session and connects again when the handshake is refused as unauthorized', async () => {
    const { socket } = openLink();
    socket.play('connect_error', new Error(REALTIME_REFUSALS.unauthorized));
    await waitFor(() => expect(socket.connect).toHaveBeenCalled());
    expect(renewSession).toHaveBeenCalledTimes(1);
    expect(navigateTo).not.toHaveBeenCalled();
  });

  it('ends the session on screen when the server drops the socket and the renewal is refused', async () => {
    vi.mocked(renewSession).mockResolvedValueOnce('refused');
    const { socket, view } = openLink();
    socket.play('connect');
    await waitFor(() => expect(view.result.current).toBe('live'));
    socket.play('disconnect', 'io server disconnect');
    await waitFor(() => expect(endRefusedSession).toHaveBeenCalled());
    expect(socket.connect).not.toHaveBeenCalled();
  });
});
