import type { TZReportResponse } from '@opentab/shared';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser, mockFetch, renderApp, signIn } from '../../test/render';

afterEach(() => vi.restoreAllMocks());

const report: TZReportResponse = {
  number: 12,
  currency: 'USD',
  // 08:00 UTC is 17:00 in Tokyo, where the store is
  timeZone: 'Asia/Tokyo',
  store: { storeName: 'Demo Cafe', address: '12 Harbour St' },
  openedAt: '2026-11-27T08:00:00.000Z',
  openedBy: 'Casey Cashier',
  openingFloat: 100,
  cashSales: 11,
  cashIn: 0,
  cashOut: 5,
  cashRefunds: 0,
  refundTotal: 0,
  expectedCash: 106,
  invoiceCount: 1,
  salesTotal: 11,
  taxTotal: 1,
  movements: [
    {
      type: 'out',
      amount: 5,
      reason: 'Window cleaner',
      userName: 'Casey Cashier',
      createdAt: '2026-11-27T09:00:00.000Z',
    },
  ],
  closedAt: '2026-11-27T16:00:00.000Z',
  closedBy: 'Casey Cashier',
  lines: [
    {
      paymentTypeId: 'cash',
      title: 'Cash',
      isCash: true,
      invoiceCount: 1,
      sales: 11,
      refunds: 0,
      expected: 106,
      counted: 107.5,
      variance: 1.5,
    },
  ],
  totalExpected: 106,
  totalCounted: 107.5,
  totalVariance: 1.5,
  pageFormat: 57,
};

const inTokyo = (iso: string) => new Date(iso).toLocaleString(undefined, { timeZone: 'Asia/Tokyo' });

function mockReport() {
  return mockFetch((path) =>
    path === '/z-reports/12' ? { body: report } : { status: 404, body: { message: 'Not found!' } },
  );
}

describe('Z report print view', () => {
  it('prints the Z report on the receipt paper of the print settings, 400 ms after it rendered', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    mockReport();
    signIn(makeUser());
    renderApp('/print-z-report?number=12');
    expect(await screen.findByText('Z report #12')).toBeTruthy();
    const sheet = screen.getByTestId('print-sheet');
    expect(sheet.style.width).toBe('57mm');
    expect(sheet.textContent).toContain('Total variance+$1.50 over');
    expect(sheet.textContent).toContain('Out: Window cleaner−$5.00');
    // headed with the store, its times on the store's clock
    const store = screen.getByTestId('shift-report-store');
    expect(store.textContent).toBe('Demo Cafe12 Harbour St');
    expect(sheet.textContent?.indexOf('Demo Cafe')).toBeLessThan(
      sheet.textContent?.indexOf('Z report #12') ?? 0,
    );
    expect(sheet.textContent).toContain(`Opened${inTokyo(report.openedAt)}`);
    expect(sheet.textContent).toContain(`Closed${inTokyo(report.closedAt)}`);
    await act(() => new Promise((resolve) => setTimeout(resolve, 450)));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('lays it out on a plain page for PDF with &paper=page', async () => {
    vi.stubGlobal('print', vi.fn());
    mockReport();
    signIn(makeUser());
    renderApp('/print-z-report?number=12&paper=page');
    expect(await screen.findByText('Z report #12')).toBeTruthy();
    expect(screen.getByTestId('print-page').textContent).toContain('Total counted$107.50');
    expect(screen.getByTestId('shift-report-store').textContent).toBe('Demo Cafe12 Harbour St');
    expect(screen.getByTestId('print-page').textContent).toContain(`Closed${inTokyo(report.closedAt)}`);
    expect(screen.queryByTestId('print-sheet')).toBeNull();
  });

  it('says so when there is no report to print', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    mockReport();
    signIn(makeUser());
    renderApp('/print-z-report?number=99');
    expect(await screen.findByText('Not found!')).toBeTruthy();
    renderApp('/print-z-report');
    expect(await screen.findByText('No Z report to print!')).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, 450)));
    expect(print).not.toHaveBeenCalled();
  });
});
