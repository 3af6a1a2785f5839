import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { reportReachable } from '../../lib/offline/connectivity';
import { acknowledge, markRefused, queueOrder } from '../../lib/offline/outbox-store';
import { newEntry } from '../../lib/offline/test-entries';
import { makeUser, renderWithProviders, signIn } from '../../test/render';
import { OfflineStatus } from './OfflineStatus';

afterEach(() => reportReachable(true));

/** One order waiting, one the server refused, one synced as token 41. */
async function fillOutbox() {
  await queueOrder(newEntry());
  const refused = await queueOrder(newEntry());
  await markRefused(refused, { message: 'Payment type not found!', status: 404 });
  const synced = await queueOrder(newEntry());
  await acknowledge(synced, {
    id: synced.id,
    tenantId: 'tenant-a',
    provisionalToken: synced.provisionalToken,
    tokenNo: 41,
    orderId: 'order-41',
    invoiceId: null,
    mode: 'kitchen',
    createdAt: synced.createdAt,
    syncedAt: new Date().toISOString(),
  });
}

describe("the header's offline chip (issue 25)", () => {
  it('says online or offline with the orders waiting, and lists waiting, refused and synced orders', async () => {
    const user = userEvent.setup();
    signIn(makeUser({ tenantId: 'tenant-a' }));
    await fillOutbox();
    renderWithProviders(<OfflineStatus tenantId="tenant-a" />);
    const chip = screen.getByTestId('offline-status');
    await waitFor(() => expect(chip.textContent).toBe('Online · 1 waiting'));
    reportReachable(false);
    await waitFor(() => expect(chip.textContent).toBe('Offline · 1 waiting'));
    expect(chip.dataset.state).toBe('offline');

    await user.click(chip);
    const refused = await screen.findByTestId('refused-entry');
    expect(within(refused).getByText('P-2')).toBeTruthy();
    expect(within(refused).getByText('Payment type not found!')).toBeTruthy();
    expect(within(refused).getByRole('button', { name: 'Discard', hidden: true })).toBeTruthy();
    expect(screen.getByText('Waiting (1)')).toBeTruthy();
    expect(screen.getByTestId('synced-order').textContent).toContain('P-3 is now token 41');
  });

  it('leaves a refused order to a manager: a cashier without MANAGER cannot discard it', async () => {
    const user = userEvent.setup();
    signIn(makeUser({ tenantId: 'tenant-a', role: 'staff', scope: 'POS' }));
    await fillOutbox();
    renderWithProviders(<OfflineStatus tenantId="tenant-a" />);
    await user.click(screen.getByTestId('offline-status'));
    const refused = await screen.findByTestId('refused-entry');
    expect(within(refused).queryByRole('button', { name: 'Discard', hidden: true })).toBeNull();
    expect(within(refused).getByText('A manager resolves it.')).toBeTruthy();
  });
});
