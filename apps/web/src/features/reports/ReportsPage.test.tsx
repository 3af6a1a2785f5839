import { EXPORT_MSG, MSG, type TReportResponse } from '@opentab/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FEEDBACK_SUMMARY } from '../../test/feedback-fixtures';
import { calledPaths, makeUser, mockFetch as mockApi, renderApp, signIn } from '../../test/render';
import { REPORTS_TEXT } from './ReportsPage';

const report: TReportResponse = {
  ordersCount: 4,
  newCustomers: 1,
  repeatedCustomers: 1,
  currency: 'USD',
  averageOrderValue: 13.5,
  totalCustomers: 3,
  netRevenue: 37.5,
  discountTotal: 2.5,
  serviceChargeTotal: 3.75,
  tipTotal: 4,
  refundTotal: 0,
  voidTotal: 1.25,
  netSalesTotal: 40.5,
  tipsByStaff: [
    { name: 'Maya', total: 3 },
    { name: 'Omar', total: 1 },
  ],
  taxTotal: 3,
  revenueTotal: 40.5,
  topSellingItems: [{ title: 'Cola', price: 2.5, orders_count: 3 }],
  totalPaymentsByPaymentTypes: [
    { title: 'Cash', total: 27 },
    { title: 'Card', total: 13.5 },
  ],
  revenueByDay: [{ day: '2026-11-25', total: 40.5 }],
  revenueByHour: new Array(24).fill(0),
  timeZone: 'UTC',
};

/** Issue 27: the page's guest ratings read their own call; every test answers it with a week of ratings. */
const mockFetch: typeof mockApi = (answer) =>
  mockApi((path, init) => (path.startsWith('/feedback/') ? { body: FEEDBACK_SUMMARY } : answer(path, init)));

describe('Reports page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("starts at Today with the spec's tiles, then reads another filter (no Tomorrow)", async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch((path) =>
      path.includes('type=yesterday')
        ? { body: { ...report, topSellingItems: [], ordersCount: 0 } }
        : { body: report },
    );
    signIn(makeUser());
    renderApp('/dashboard/reports');

    expect(screen.getByText(MSG.pleaseWait)).toBeTruthy();
    await screen.findAllByTestId('report-tile');
    expect(calledPaths(fetchMock)).toContain('GET /api/v1/reports?type=today');
    const tiles = screen.getAllByTestId('report-tile').map((tile) => tile.textContent);
    expect(tiles).toEqual([
      'Orders4',
      'Avg. Order Value$13.50',
      'Total Customers3',
      'New Customers1',
      'Repeat Customers1',
      'Revenue$40.50',
      'Net Sales$37.50',
      'Tax$3.00',
      'Discounts$2.50',
      'Service Charge$3.75',
      'Tips$4.00',
      'Refunds$0.00',
      'Sales net of Refunds$40.50',
      'Voids$1.25',
    ]);
    expect(screen.getAllByTestId('report-tips-staff').map((row) => row.textContent)).toEqual([
      'Maya$3.00',
      'Omar$1.00',
    ]);
    expect(within(screen.getByTestId('top-selling-item')).getByText('Cola')).toBeTruthy();
    expect(screen.getAllByTestId('report-payment-type').map((row) => row.textContent)).toEqual([
      'Cash$27.00',
      'Card$13.50',
    ]);

    await user.click(screen.getByRole('button', { name: /Filters: Today/ }));
    const filters = await screen.findByRole('dialog', { name: 'Filters' });
    expect(within(filters).queryByRole('radio', { name: 'Tomorrow' })).toBeNull();
    await user.click(within(filters).getByRole('radio', { name: 'Yesterday' }));
    await user.click(within(filters).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(calledPaths(fetchMock)).toContain('GET /api/v1/reports?type=yesterday'));
    expect(await screen.findByText(REPORTS_TEXT.noTopSelling)).toBeTruthy();
  });

  it('exports tiles, top sellers, tips by staff, payments and days as CSV with formula cells defused, and says when it fails', async () => {
    const user = userEvent.setup();
    mockFetch(() => ({
      body: {
        ...report,
        topSellingItems: [{ title: '=HYPERLINK("http://evil")', price: 2.5, orders_count: 3 }],
      },
    }));
    const blobs: Blob[] = [];
    let fail = false;
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: (blob: Blob) => {
          if (fail) throw new Error('no blobs here');
          blobs.push(blob);
          return 'blob:report';
        },
        revokeObjectURL: () => undefined,
      }),
    );
    signIn(makeUser());
    renderApp('/dashboard/reports');
    await screen.findAllByTestId('report-tile');
    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText(EXPORT_MSG.exported)).toBeTruthy();
    expect((await blobs[0]?.text())?.split('\r\n')).toEqual([
      'Section,Name,Amount,Orders',
      'Tile,Orders,,4',
      'Tile,Avg. Order Value,13.5,',
      'Tile,Total Customers,3,',
      'Tile,New Customers,1,',
      'Tile,Repeat Customers,1,',
      'Tile,Revenue,40.5,',
      'Tile,Net Sales,37.5,',
      'Tile,Tax,3,',
      'Tile,Discounts,2.5,',
      'Tile,Service Charge,3.75,',
      'Tile,Tips,4,',
      'Tile,Refunds,0,',
      'Tile,Sales net of Refunds,40.5,',
      'Tile,Voids,1.25,',
      `Top selling item,"'=HYPERLINK(""http://evil"")",2.5,3`,
      'Tips by staff,Maya,3,',
      'Tips by staff,Omar,1,',
      'Payment type,Cash,27,',
      'Payment type,Card,13.5,',
      'Revenue by day,2026-11-25,40.5,',
    ]);

    fail = true;
    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText(EXPORT_MSG.exportFailed)).toBeTruthy();
  });

  it('draws revenue by day, by hour and the payment split with the chart chunk, each with its figures as text', async () => {
    const revenueByHour = new Array(24).fill(0);
    revenueByHour[9] = 27;
    revenueByHour[13] = 13.5;
    mockFetch(() => ({
      body: {
        ...report,
        revenueByDay: [
          { day: '2026-11-24', total: 0 },
          { day: '2026-11-25', total: 40.5 },
        ],
        revenueByHour,
      },
    }));
    signIn(makeUser());
    renderApp('/dashboard/reports');
    await screen.findAllByTestId('report-tile');

    // The text alternatives are the page's own, there before the chart code arrives.
    const byDay = screen.getByRole('table', { name: 'Revenue by day' });
    expect(
      within(byDay)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['DayRevenue', 'Nov 24$0.00', 'Nov 25$40.50']);
    const byHour = screen.getByRole('table', { name: 'Revenue by hour of the day (UTC)' });
    const hours = within(byHour)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(hours).toHaveLength(25);
    expect(hours[10]).toBe('09:00$27.00');
    expect(hours[14]).toBe('13:00$13.50');

    // The lazily loaded charts: two bar charts and the donut, hidden from assistive technology.
    const charts = () => document.querySelectorAll('.recharts-responsive-container');
    await waitFor(() => expect(charts()).toHaveLength(3));
    for (const chart of charts()) {
      expect(chart.closest('[aria-hidden="true"]')).not.toBeNull();
    }
  });

  it('says when no payment was taken in the range', async () => {
    mockFetch(() => ({ body: { ...report, totalPaymentsByPaymentTypes: [] } }));
    signIn(makeUser());
    renderApp('/dashboard/reports');
    expect(await screen.findByText(REPORTS_TEXT.noPayments)).toBeTruthy();
    expect(screen.queryAllByTestId('report-payment-type')).toEqual([]);
  });

  it('shows the load error', async () => {
    mockFetch(() => ({ status: 500, body: { message: MSG.somethingWrong } }));
    signIn(makeUser());
    renderApp('/dashboard/reports');
    expect(await screen.findByText(REPORTS_TEXT.loadFailed)).toBeTruthy();
  });
});
