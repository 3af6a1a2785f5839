import type { TXReport, TZReportResponse } from '@opentab/shared';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../lib/i18n';
import { renderWithProviders } from '../../test/render';
import { ZReportView } from './ZReportView';

afterEach(() => setLanguage('en'));

const xReport: TXReport = {
  id: 's1',
  currency: 'USD',
  timeZone: 'UTC',
  store: { storeName: 'Demo Cafe', address: null },
  openedAt: '2026-11-27T08:00:00.000Z',
  openedBy: 'Casey Cashier',
  openingFloat: 100,
  cashSales: 11,
  cashIn: 5,
  cashOut: 0,
  cashRefunds: 0,
  refundTotal: 0,
  expectedCash: 116,
  invoiceCount: 1,
  salesTotal: 11,
  taxTotal: 1,
  movements: [
    {
      type: 'in',
      amount: 5,
      reason: 'Change from the bank',
      userName: 'Casey Cashier',
      createdAt: '2026-11-27T09:00:00.000Z',
    },
  ],
  payments: [
    {
      paymentTypeId: 'cash',
      title: 'Cash',
      isCash: true,
      invoiceCount: 1,
      sales: 11,
      refunds: 0,
      expected: 116,
    },
  ],
};

const zReport: TZReportResponse = {
  ...xReport,
  number: 7,
  closedAt: '2026-11-27T16:00:00.000Z',
  closedBy: 'Casey Cashier',
  lines: [{ ...xReport.payments[0]!, counted: 115, variance: -1 }],
  totalExpected: 116,
  totalCounted: 115,
  totalVariance: -1,
  pageFormat: 80,
};

describe('the X and Z reports in other languages (issue 24)', () => {
  it('switches an open X report to German while it is shown, keeping user data as it is', async () => {
    renderWithProviders(<ZReportView report={xReport} />);
    expect(screen.getByText('X report (shift open)')).toBeTruthy();
    expect(screen.getByText('Total (1 invoice)')).toBeTruthy();

    await act(() => setLanguage('de'));
    expect(screen.getByText('X-Bericht (Schicht offen)')).toBeTruthy();
    expect(screen.getByText('Anfangsbestand')).toBeTruthy();
    expect(screen.getByText('Kassierer')).toBeTruthy();
    expect(screen.getByText('Gesamt (1 Rechnung)')).toBeTruthy();
    // the reason is what the cashier typed: only its label is translated
    expect(screen.getByText('Einlage: Change from the bank')).toBeTruthy();
    expect(screen.queryByText('Opening float')).toBeNull();
    expect(document.documentElement.lang).toBe('de');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('reads a Z report right to left in Arabic, with its count and a shortfall', async () => {
    await act(() => setLanguage('ar'));
    renderWithProviders(<ZReportView report={zReport} />);
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    expect(screen.getByText('تقرير Z رقم 7')).toBeTruthy();
    expect(screen.getByText('الرصيد الافتتاحي')).toBeTruthy();
    // Arabic's own plural forms: one invoice is "فاتورة واحدة"
    expect(screen.getByText('الإجمالي (فاتورة واحدة)')).toBeTruthy();
    expect(screen.getByText('إجمالي الفرق')).toBeTruthy();
    expect(screen.getAllByText(/عجز$/).length).toBeGreaterThan(0);
  });
});
