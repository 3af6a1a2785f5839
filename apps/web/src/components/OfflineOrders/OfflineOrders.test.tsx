import type { TReceiptResponse } from '@opentab/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { findEntry, queueOrder } from '../../lib/offline/outbox-store';
import { newEntry } from '../../lib/offline/test-entries';
import { renderWithProviders } from '../../test/render';
import { OfflineOrders } from './OfflineOrders';

const lines = [
  { title: 'Orange Juice', quantity: 2, variant: null },
  { title: 'Brownie', quantity: 1, variant: 'Warm' },
];

describe("this device's orders made offline on the Kitchen and Orders screens (issue 25)", () => {
  it('lists them with their provisional token and moves their lines along on the device', async () => {
    const user = userEvent.setup();
    const entry = await queueOrder(
      newEntry({ lineCount: 2, receipt: () => ({ lines }) as unknown as TReceiptResponse }),
    );
    renderWithProviders(<OfflineOrders tenantId="tenant-a" cols={1} />);
    const card = await screen.findByTestId('offline-order');
    expect(within(card).getByText('P-1')).toBeTruthy();
    expect(screen.getByText('Made offline on this device (1)')).toBeTruthy();

    await user.click(within(card).getByRole('button', { name: 'Start Making: 1 × Brownie' }));
    await waitFor(async () =>
      expect((await findEntry(entry.id))?.itemStatuses).toEqual(['created', 'preparing']),
    );
    await user.click(await within(card).findByRole('button', { name: 'Complete: 1 × Brownie' }));
    await waitFor(async () =>
      expect((await findEntry(entry.id))?.itemStatuses).toEqual(['created', 'completed']),
    );
    expect(within(card).queryByRole('button', { name: /Brownie/ })).toBeNull();
  });

  it("shows nothing when no order waits, and none of another business's", async () => {
    await queueOrder(newEntry({ tenantId: 'tenant-b' }));
    renderWithProviders(<OfflineOrders tenantId="tenant-a" cols={1} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('offline-order')).toBeNull();
    expect(screen.queryByText(/Made offline on this device/)).toBeNull();
  });
});
