import type { TXReport } from '@opentab/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { ZReportView } from './ZReportView';

const xReport: TXReport = {
  id: 's1',
  currency: 'USD',
  // 23:30 UTC is already 08:30 the next morning in Tokyo, where the store is
  timeZone: 'Asia/Tokyo',
  store: { storeName: 'Ginza Grill', address: '1-2-3 Ginza' },
  openedAt: '2026-11-27T23:30:00.000Z',
  openedBy: 'Casey Cashier',
  openingFloat: 100,
  cashSales: 0,
  cashIn: 0,
  cashOut: 0,
  cashRefunds: 0,
  refundTotal: 0,
  expectedCash: 100,
  invoiceCount: 0,
  salesTotal: 0,
  taxTotal: 0,
  movements: [],
  payments: [],
};

const inZone = (iso: string, timeZone: string) => new Date(iso).toLocaleString(undefined, { timeZone });

describe('ZReportView (issue 23)', () => {
  it("shows the shift's times on the store's clock, not the viewer's", () => {
    expect(inZone(xReport.openedAt, 'Asia/Tokyo')).not.toBe(inZone(xReport.openedAt, 'UTC'));
    renderWithProviders(<ZReportView report={xReport} />);
    expect(screen.getByText(inZone(xReport.openedAt, 'Asia/Tokyo'))).toBeTruthy();
    expect(screen.queryByText(inZone(xReport.openedAt, 'UTC'))).toBeNull();
  });

  it("heads a print with the store's name and address, only when asked", () => {
    const { unmount } = renderWithProviders(<ZReportView report={xReport} />);
    expect(screen.queryByTestId('shift-report-store')).toBeNull();
    unmount();
    renderWithProviders(<ZReportView report={xReport} withStore />);
    expect(screen.getByTestId('shift-report-store').textContent).toBe('Ginza Grill1-2-3 Ginza');
  });

  it('leaves the address out when the store has none', () => {
    renderWithProviders(
      <ZReportView report={{ ...xReport, store: { storeName: 'Ginza Grill', address: null } }} withStore />,
    );
    expect(screen.getByTestId('shift-report-store').textContent).toBe('Ginza Grill');
  });
});
