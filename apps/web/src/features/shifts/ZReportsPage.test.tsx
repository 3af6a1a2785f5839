import type { TZReportListResponse } from '@opentab/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser, mockFetch, renderApp, signIn } from '../../test/render';

afterEach(() => vi.restoreAllMocks());

const list: TZReportListResponse = [
  {
    number: 2,
    openedAt: '2026-11-27T14:00:00.000Z',
    closedAt: '2026-11-27T22:00:00.000Z',
    openedBy: 'Casey Cashier',
    salesTotal: 420.5,
    totalVariance: -2,
    currency: 'USD',
    timeZone: 'Asia/Tokyo',
  },
  {
    number: 1,
    openedAt: '2026-11-27T06:00:00.000Z',
    closedAt: '2026-11-27T14:00:00.000Z',
    openedBy: 'Ada Owner',
    salesTotal: 310,
    totalVariance: 0,
    currency: 'USD',
    timeZone: 'Asia/Tokyo',
  },
];

describe('Z Reports screen (issue 23)', () => {
  it('lists the Z reports newest first with sales and variance, and opens one with its print buttons', async () => {
    const user = userEvent.setup();
    const opened = vi.spyOn(window, 'open').mockReturnValue(null);
    mockFetch((path) => {
      if (path === '/z-reports') return { body: list };
      if (path === '/z-reports/2') {
        return {
          body: {
            ...list[0],
            cashSales: 0,
            cashIn: 0,
            cashOut: 0,
            openingFloat: 0,
            expectedCash: 0,
            invoiceCount: 0,
            taxTotal: 0,
            movements: [],
            store: { storeName: 'Demo Cafe', address: null },
            closedBy: 'Casey Cashier',
            lines: [],
            totalExpected: 2,
            totalCounted: 0,
            pageFormat: 80,
          },
        };
      }
      return { status: 404, body: { message: 'Not found!' } };
    });
    signIn(makeUser({ role: 'staff', scope: 'REPORTS' }));
    renderApp('/dashboard/z-reports');
    const table = within(await screen.findByRole('table', { name: 'Z reports' }));
    const [first, second] = table.getAllByRole('row').slice(1) as [HTMLElement, HTMLElement];
    expect(first.textContent).toContain('#2');
    expect(first.textContent).toContain('$420.50');
    expect(first.textContent).toContain('−$2.00 short');
    expect(second.textContent).toContain('#1');
    // the store's clock (22:00 UTC is 07:00 the next day in Tokyo), not the viewer's
    const inTokyo = (iso: string) => new Date(iso).toLocaleString(undefined, { timeZone: 'Asia/Tokyo' });
    expect(inTokyo('2026-11-27T22:00:00.000Z')).not.toBe(
      new Date('2026-11-27T22:00:00.000Z').toLocaleString(undefined, { timeZone: 'UTC' }),
    );
    expect(first.textContent).toContain(inTokyo('2026-11-27T14:00:00.000Z'));
    expect(first.textContent).toContain(inTokyo('2026-11-27T22:00:00.000Z'));
    await user.click(within(first).getByRole('button', { name: 'View' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Z report #2' }));
    expect(dialog.getByText(inTokyo('2026-11-27T22:00:00.000Z'))).toBeTruthy();
    await user.click(await dialog.findByRole('button', { name: 'PDF page' }));
    expect(opened).toHaveBeenCalledWith('/print-z-report?number=2&paper=page', expect.any(String), undefined);
  });
});
