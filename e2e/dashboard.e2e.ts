import type { TDashboardResponse } from '@opentab/shared';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newContext, registerStore, snap, uniqueEmail } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** POST through the page's session (cookies and the CSRF origin of the app). */
async function post<T>(context: BrowserContext, path: string, data: unknown): Promise<T> {
  const res = await context.request.post(`/api/v1${path}`, { headers: { origin: baseUrl() }, data });
  expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
  return (await res.json()) as T;
}

describe('dashboard home in the browser', () => {
  it("reads today's dashboard and report after two paid orders", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    // The chart library is the Reports page's own chunk: no other page fetches it.
    const chartChunks: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/ReportCharts-/.test(request.url())) chartChunks.push(request.url());
    });
    await registerStore(page, {
      businessName: 'Dashboard Diner',
      email: uniqueEmail('dashboard'),
      password: 'dashboard-pass-1',
    });
    // A new store has sold nothing today.
    await page.getByText('No Top Selling items found for Today!').waitFor();
    await page.getByText('No Reservation found for Today!').waitFor();

    const { id: itemId } = await post<{ id: string }>(context, '/menu-items/add', {
      title: 'Burger',
      price: 12.5,
    });
    const { id: cash } = await post<{ id: string }>(context, '/settings/payment-types/add', {
      title: 'Cash',
    });
    for (const quantity of [1, 2]) {
      await post(context, '/pos/create-order-and-invoice', {
        cart: [{ id: itemId, quantity }],
        deliveryType: 'takeaway',
        customerType: 'WALKIN',
        paymentTypeId: cash,
      });
    }

    await page.reload();
    const item = page.getByTestId('top-selling-item');
    await item.waitFor();
    expect(await item.innerText()).toContain('Burger');
    const counters = await page.getByTestId('dashboard-counter').allInnerTexts();
    expect(counters.map((text) => text.replace(/\s+/g, ' ').trim())).toEqual([
      'Revenue $37.50',
      'Orders 2',
      'New Registered Customers 0',
      'Repeat Customers 0',
    ]);
    const answer = (await (await context.request.get('/api/v1/dashboard')).json()) as TDashboardResponse;
    expect(answer.revenueTotal).toBe(37.5);
    expect(answer.salesByHour.reduce((sum, hour) => sum + hour, 0)).toBe(37.5);
    expect(answer.topSellingItems).toEqual([{ title: 'Burger', price: 12.5, orders_count: 2 }]);
    await page.getByRole('img', { name: /Sales by hour today/ }).waitFor();
    await snap(page, 'dashboard-home');

    await page.goto('/dashboard/pos');
    await page.getByRole('button', { name: 'Add Burger' }).waitFor();
    await page.goto('/dashboard/home');
    expect(chartChunks).toEqual([]);

    await page.getByRole('link', { name: 'View More Data in Reports' }).click();
    await page.waitForURL('**/dashboard/reports');
    // Today's report reads the same two paid orders.
    await page.getByTestId('report-tile').first().waitFor();
    const tiles = await page.getByTestId('report-tile').allInnerTexts();
    expect(tiles.map((text) => text.replace(/\s+/g, ' ').trim())).toEqual([
      'Orders 2',
      'Avg. Order Value $18.75',
      'Total Customers 0',
      'New Customers 0',
      'Repeat Customers 0',
      'Revenue $37.50',
      'Net Sales $37.50',
      'Tax $0.00',
      // issue 23's own figures: none of these two bills had any
      'Discounts $0.00',
      'Service Charge $0.00',
      'Tips $0.00',
      'Refunds $0.00',
      'Sales net of Refunds $37.50',
      'Voids $0.00',
    ]);
    // a row reads its cells (the colour key sits in the name's cell): whitespace between them is layout
    const paymentRows = await page.getByTestId('report-payment-type').allInnerTexts();
    expect(paymentRows.map((row) => row.replace(/\s+/g, ' ').trim())).toEqual(['Cash $37.50']);
    // Revenue by day and by hour as bars and the payment split as a donut, once the chart chunk is in.
    await expect.poll(() => page.locator('.recharts-responsive-container').count()).toBe(3);
    await page.locator('.recharts-bar-rectangle').first().waitFor();
    expect(chartChunks.length).toBeGreaterThan(0);
    // Their figures as text, for screen readers.
    const byDay = page.getByRole('table', { name: 'Revenue by day' });
    expect(await byDay.getByRole('row').count()).toBe(2);
    expect(await byDay.getByRole('row').nth(1).innerText()).toContain('$37.50');
    await snap(page, 'reports-today');
    await context.close();
  });
});
