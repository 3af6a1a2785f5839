import { MSG, type TDashboardResponse } from '@opentab/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FEEDBACK_SUMMARY } from '../../test/feedback-fixtures';
import { makeUser, mockFetch as mockApi, renderApp, signIn } from '../../test/render';
import { DASHBOARD_TEXT } from './DashboardHomePage';

const empty: TDashboardResponse = {
  reservations: [],
  topSellingItems: [],
  ordersCount: 0,
  newCustomerCount: 0,
  repeatedCustomerCount: 0,
  currency: 'USD',
  timeZone: 'UTC',
  revenueTotal: 0,
  discountTotal: 0,
  serviceChargeTotal: 0,
  tipTotal: 0,
  refundTotal: 0,
  voidTotal: 0,
  netSalesTotal: 0,
  salesByHour: new Array(24).fill(0),
};

/** Issue 27: the dashboard's guest ratings read their own call; every test answers it with a week of ratings. */
const mockFetch: typeof mockApi = (answer) =>
  mockApi((path, init) => (path.startsWith('/feedback/') ? { body: FEEDBACK_SUMMARY } : answer(path, init)));

describe('Dashboard home', () => {
  it("shows today's reservations, top sellers, counters and revenue", async () => {
    const salesByHour = new Array(24).fill(0);
    salesByHour[12] = 40.5;
    mockFetch(() => ({
      body: {
        ...empty,
        reservations: [
          {
            id: 'r1',
            customer_id: '5550001',
            customer_name: 'Ada Lovelace',
            date: '2026-11-25T12:30:00.000Z',
            table_id: 't1',
            table_title: 'Window 1',
            status: 'booked',
            notes: null,
            people_count: 4,
            unique_code: 'code',
            created_at: '2026-11-20T10:00:00.000Z',
            updated_at: '2026-11-20T10:00:00.000Z',
          },
        ],
        topSellingItems: [{ title: 'Cola', price: 2.5, orders_count: 3 }],
        ordersCount: 4,
        newCustomerCount: 1,
        repeatedCustomerCount: 2,
        // nine hours ahead of the test runner's UTC: the booking at 12:30 UTC is at 21:30 in the store
        timeZone: 'Asia/Tokyo',
        revenueTotal: 40.5,
        discountTotal: 0,
        serviceChargeTotal: 2.5,
        tipTotal: 3,
        refundTotal: 1.5,
        voidTotal: 4.25,
        netSalesTotal: 39,
        salesByHour,
      } satisfies TDashboardResponse,
    }));
    signIn(makeUser());
    renderApp('/dashboard/home');

    expect(screen.getByText(MSG.pleaseWait)).toBeTruthy();
    const reservation = await screen.findByTestId('dashboard-reservation');
    expect(within(reservation).getByText('Ada Lovelace')).toBeTruthy();
    expect(within(reservation).getByText('Window 1')).toBeTruthy();
    expect(reservation.textContent).toMatch(/09:30\s?PM|21:30/);
    const item = screen.getByTestId('top-selling-item');
    expect(within(item).getByText('Cola')).toBeTruthy();
    expect(within(item).getByText('$2.50')).toBeTruthy();
    const counters = screen.getAllByTestId('dashboard-counter').map((c) => c.textContent);
    // issue 23: today's service charge, tips, refunds and voids show once there are some; no discounts today,
    // no tile
    expect(counters).toEqual([
      'Revenue$40.50',
      'Orders4',
      'New Registered Customers1',
      'Repeat Customers2',
      'Service Charge$2.50',
      'Tips$3.00',
      'Refunds$1.50',
      'Sales net of Refunds$39.00',
      'Voids$4.25',
    ]);
    expect(screen.getByRole('img', { name: 'Sales by hour today, $40.50 in all' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View all' }).getAttribute('href')).toBe(
      '/dashboard/reservation',
    );
    expect(screen.getByRole('link', { name: DASHBOARD_TEXT.moreInReports }).getAttribute('href')).toBe(
      '/dashboard/reports',
    );
    // issue 27: the last 7 days' guest ratings
    const ratings = screen.getByTestId('guest-ratings');
    expect((await within(ratings).findByTestId('feedback-average')).textContent).toBe('3.0');
    expect(within(ratings).getByText('Last 7 Days')).toBeTruthy();
  });

  it('says when today has no reservations and no sales', async () => {
    mockFetch(() => ({ body: empty }));
    signIn(makeUser());
    renderApp('/dashboard/home');
    expect(await screen.findByText(DASHBOARD_TEXT.noReservations)).toBeTruthy();
    expect(screen.getByText(DASHBOARD_TEXT.noTopSelling)).toBeTruthy();
  });

  it('shows the load error', async () => {
    mockFetch(() => ({ status: 500, body: { message: MSG.somethingWrong } }));
    signIn(makeUser());
    renderApp('/dashboard/home');
    expect(await screen.findByText(DASHBOARD_TEXT.loadFailed)).toBeTruthy();
  });
});
