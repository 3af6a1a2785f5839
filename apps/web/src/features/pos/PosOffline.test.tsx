import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportReachable } from '../../lib/offline/connectivity';
import { acknowledge, listEntries } from '../../lib/offline/outbox-store';
import { makePosInit, posAnswers } from '../../test/pos-fixtures';
import { makeUser, mockFetch, renderApp, signIn } from '../../test/render';

vi.mock('../../lib/realtime', () => import('../../test/fake-realtime'));

afterEach(() => {
  reportReachable(true);
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/**
 * The POS online, then a network that answers nothing: every fetch fails as a cut cable does (or, with
 * `onlyTheSend`, only the order's: its answer is lost on the way back).
 */
async function openPosThenCut({ onlyTheSend = false } = {}) {
  const fetchMock = mockFetch(posAnswers(makePosInit({ catalogVersion: 9 })));
  signIn(makeUser());
  renderApp('/dashboard/pos');
  await screen.findAllByTestId('menu-item-card');
  const online = fetchMock.getMockImplementation();
  fetchMock.mockImplementation(async (input, init) => {
    if (onlyTheSend && online && String(input) !== '/api/v1/pos/create-order') return online(input, init);
    throw new TypeError('Failed to fetch');
  });
  return fetchMock;
}

async function sendCheesecake(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Add Cheesecake' }));
  await user.click(screen.getByRole('button', { name: 'Send to Kitchen' }));
  const summary = within(await screen.findByRole('dialog', { name: 'Send order to Kitchen' }));
  await user.click(summary.getByRole('button', { name: 'Send to Kitchen' }));
}

describe('the POS with the network cut (issue 25)', () => {
  it('keeps a send that got no answer in the outbox under the same key, and shows its provisional token', async () => {
    const user = userEvent.setup();
    const fetchMock = await openPosThenCut({ onlyTheSend: true });
    await sendCheesecake(user);

    const sent = within(await screen.findByRole('dialog', { name: 'Order sent to Kitchen!' }));
    expect(sent.getByTestId('sent-token').textContent).toBe('P-1');
    expect(sent.getByTestId('sent-offline')).toBeTruthy();
    const [entry] = await listEntries('t1');
    const liveSend = fetchMock.mock.calls.find(([url]) => String(url) === '/api/v1/pos/create-order');
    expect(new Headers(liveSend?.[1]?.headers).get('Idempotency-Key')).toBe(entry?.id);
    expect(entry?.firstBody).toEqual(JSON.parse(String(liveSend?.[1]?.body)));
    expect(entry?.body.offline).toMatchObject({ catalogVersion: 9, provisionalToken: 'P-1' });
    expect(entry?.payableMinor).toBe(650);
    expect(entry?.receipt).toMatchObject({ provisionalToken: 'P-1', payableTotal: 6.5, paid: false });
  });

  it('sends nothing live once the server is known unreachable, and the cart starts empty again', async () => {
    const user = userEvent.setup();
    const fetchMock = await openPosThenCut();
    reportReachable(false);
    fetchMock.mockClear();
    await sendCheesecake(user);
    const sent = within(await screen.findByRole('dialog', { name: 'Order sent to Kitchen!' }));
    expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContain('/api/v1/pos/create-order');
    const [entry] = await listEntries('t1');
    expect(entry?.firstBody).toBeUndefined();
    expect(screen.getByTestId('offline-status').dataset.state).toBe('offline');
    await waitFor(() => expect(screen.getByTestId('offline-status').textContent).toContain('1 waiting'));
    // it syncs while the dialog is open: the real token replaces the provisional one
    if (!entry) throw new Error('no entry');
    await acknowledge(entry, {
      id: entry.id,
      tenantId: 't1',
      provisionalToken: entry.provisionalToken,
      tokenNo: 42,
      orderId: 'order-42',
      invoiceId: null,
      mode: 'kitchen',
      createdAt: entry.createdAt,
      syncedAt: new Date().toISOString(),
    });
    await waitFor(() => expect(sent.getByTestId('sent-token').textContent).toBe('42'));
    expect(sent.getByTestId('sent-synced').textContent).toBe('P-1 is now token 42');
    await user.keyboard('{Escape}');
  });

  it('opens offline from the menu this device kept', async () => {
    await openPosThenCut();
    cleanup();
    renderApp('/dashboard/pos');
    expect(await screen.findAllByTestId('menu-item-card')).toHaveLength(3);
  });

  it('says the QR orders need the network while the server does not answer', async () => {
    const user = userEvent.setup();
    await openPosThenCut();
    reportReachable(false);
    await user.click(screen.getByRole('button', { name: /QR Menu Orders/ }));
    expect((await screen.findByTestId('qr-needs-network')).textContent).toContain(
      'QR orders need the network',
    );
  });
});
