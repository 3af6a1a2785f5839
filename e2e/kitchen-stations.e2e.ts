import type { TCreateOrderResponse, TSettingsCategoryResponse } from '@opentab/shared';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/accessibility.ts';
import {
  baseUrl,
  DEMO,
  E2E_DEMO_PASSWORD,
  launchBrowser,
  newContext,
  openLive,
  signIn,
  snap,
  uniqueEmail,
} from './support/browser.ts';
import { findVariant, posInit } from './support/menu.ts';

/**
 * Issue 26's kitchen stations and the screens on the wall: a grill station sees only the burger of an order
 * whose espresso goes to the bar, live; the kitchen display bumps a whole ticket with the bump bar's keys and
 * recalls it; the order-status board moves the token from Preparing to Ready for pickup when the kitchen
 * finishes it.
 */

/** The polling fallback refetches every 10 s; a change seen sooner came over the live link. */
const LIVE_WITHIN_MS = 5000;
const FULL_HD = { width: 1920, height: 1080 };

let browser: Browser;
let owner: { context: BrowserContext; page: Page };
const stationIds: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  owner = await signedIn(DEMO.admin.username, '/dashboard/home');
});
afterAll(async () => {
  // the demo store is shared by every browser test: leave it without stations, as it was
  for (const id of stationIds) {
    await owner.context.request.delete(`/api/v1/settings/kitchen-stations/${id}`, {
      headers: { origin: baseUrl() },
    });
  }
  await browser?.close();
});

async function post<T>(context: BrowserContext, apiPath: string, data: unknown): Promise<T> {
  const answer = await context.request.post(`/api/v1${apiPath}`, { headers: { origin: baseUrl() }, data });
  expect(answer.status(), `${apiPath}: ${await answer.text()}`).toBe(200);
  return (await answer.json()) as T;
}

async function signedIn(username: string, landing: string, viewport = { width: 1366, height: 768 }) {
  const context = await newContext(browser, { viewport });
  const page = await context.newPage();
  await signIn(page, username, E2E_DEMO_PASSWORD, landing);
  return { context, page };
}

/** A staff login of the demo store with only these scopes. */
async function addStaff(name: string, userScopes: string[]): Promise<string> {
  const username = uniqueEmail(name.toLowerCase().replace(/\s+/g, '-'));
  await post(owner.context, '/users/add', { username, password: E2E_DEMO_PASSWORD, name, userScopes });
  return username;
}

async function categoryId(title: string): Promise<string> {
  const answer = await owner.context.request.get('/api/v1/settings/categories');
  const categories = (await answer.json()) as TSettingsCategoryResponse[];
  const found = categories.find((category) => category.title === title);
  if (!found) throw new Error(`no ${title} category in the demo store`);
  return found.id;
}

async function addStation(name: string, categoryTitles: string[]): Promise<string> {
  const categoryIds = await Promise.all(categoryTitles.map(categoryId));
  const { id } = await post<{ id: string }>(owner.context, '/settings/kitchen-stations/add', {
    name,
    categoryIds,
  });
  stationIds.push(id);
  return id;
}

/** A takeaway order of a burger and an espresso, as the POS sends it. */
async function burgerAndEspresso(context: BrowserContext): Promise<TCreateOrderResponse> {
  const burger = (await posInit(context)).menuItems.find((item) => item.title === 'Classic Burger');
  const espresso = await findVariant(context, 'Espresso', 'Single');
  return post<TCreateOrderResponse>(context, '/pos/create-order', {
    cart: [
      { id: burger?.id, quantity: 1 },
      { id: espresso.item.id, variant_id: espresso.variant.id, quantity: 1 },
    ],
    deliveryType: 'takeaway',
  });
}

const ticketOf = (page: Page, token: number) =>
  page
    .getByTestId('kitchen-order')
    .filter({ has: page.getByTestId('kitchen-token').getByText(String(token), { exact: true }) });

const visible = (locator: ReturnType<Page['getByTestId']>) => () => locator.isVisible();

describe('kitchen stations and the screens on the wall', () => {
  it('a station sees only its items live, the expo view sees every station, the display bumps and recalls', async () => {
    await addStation('Grill', ['Mains']);
    const barId = await addStation('Bar', ['Coffee', 'Drinks']);
    // The browser tests before this one left coffee open in the shared demo store: the bar starts its shift with
    // those tickets bumped, so the display's keys 1–9 reach the ticket this test sends.
    const openAtBar = await owner.context.request.get(`/api/v1/kitchen?station=${barId}`);
    for (const ticket of (await openAtBar.json()) as { id: string }[])
      await post(owner.context, `/kitchen/orders/${ticket.id}/bump`, { station: barId });

    // The grill's tablet picks its station once; the choice is the device's, kept across a reload.
    const grill = await signedIn(DEMO.kitchen.username, '/dashboard/profile', { width: 768, height: 1024 });
    await openLive(grill.page, '/dashboard/kitchen');
    await grill.page.getByTestId('kitchen-station-picker').locator('select').selectOption({ label: 'Grill' });
    await grill.page.reload();
    await grill.page
      .getByRole('status')
      .filter({ hasText: /^Live$/ })
      .waitFor();
    expect(await grill.page.getByTestId('kitchen-station-picker').locator('select').inputValue()).toBe(
      stationIds[0],
    );

    // The expo screen shows every station's part of a ticket.
    const expo = await signedIn(DEMO.kitchen.username, '/dashboard/profile');
    await openLive(expo.page, '/dashboard/kitchen');

    const order = await burgerAndEspresso(owner.context);
    const grillTicket = ticketOf(grill.page, order.tokenNo);
    await expect.poll(visible(grillTicket), { timeout: LIVE_WITHIN_MS }).toBe(true);
    await expect.poll(() => grillTicket.getByTestId('kitchen-item').count()).toBe(1);
    expect(await grillTicket.getByText('Classic Burger').isVisible()).toBe(true);
    expect(await grillTicket.getByText('Espresso').count()).toBe(0);
    await snap(grill.page, 'kitchen-station-768');

    const expoTicket = ticketOf(expo.page, order.tokenNo);
    await expect.poll(visible(expoTicket), { timeout: LIVE_WITHIN_MS }).toBe(true);
    expect(await expoTicket.getByTestId('kitchen-item').count()).toBe(2);
    expect(await expoTicket.getByTestId('kitchen-station-chip').count()).toBe(2);

    // The grill bumps its part in one tap; the expo sees the grill done and the bar still at work.
    await grillTicket.getByTestId('kitchen-bump').click();
    await expect.poll(() => grillTicket.count(), { timeout: LIVE_WITHIN_MS }).toBe(0);
    await expect
      .poll(() => expoTicket.getByTestId('kitchen-item').count(), { timeout: LIVE_WITHIN_MS })
      .toBe(1);

    // The bar's wall display: a display-only login lands on it, presses 1 then Enter to bump the ticket and R
    // to recall it.
    const barUser = await addStaff('Bar Display', ['KITCHEN_DISPLAY']);
    const bar = await signedIn(barUser, '/display/kitchen', FULL_HD);
    await bar.page.getByTestId('kitchen-station-picker').locator('select').selectOption({ label: 'Bar' });
    const barTicket = ticketOf(bar.page, order.tokenNo);
    await expect.poll(visible(barTicket), { timeout: LIVE_WITHIN_MS }).toBe(true);
    await expectNoSeriousA11yViolations(bar.page, 'kitchen display');
    await snap(bar.page, 'kitchen-display-1920');
    const position = await bar.page
      .getByTestId('kitchen-order')
      .evaluateAll(
        (tickets, token) =>
          tickets.findIndex(
            (ticket) => ticket.querySelector('[data-testid="kitchen-token"]')?.textContent?.trim() === token,
          ),
        String(order.tokenNo),
      );
    expect(position).toBeGreaterThanOrEqual(0);
    expect(position).toBeLessThan(9);
    await bar.page.keyboard.press(String(position + 1));
    await bar.page.keyboard.press('Enter');
    await expect.poll(() => barTicket.count(), { timeout: LIVE_WITHIN_MS }).toBe(0);
    // Every station done: the expo's ticket says so.
    await expect
      .poll(visible(expoTicket.getByTestId('kitchen-ready')), { timeout: LIVE_WITHIN_MS })
      .toBe(true);
    await bar.page.keyboard.press('r');
    await expect.poll(visible(barTicket), { timeout: LIVE_WITHIN_MS }).toBe(true);
    expect(await barTicket.getByText('Espresso').isVisible()).toBe(true);

    for (const screen of [grill, expo, bar]) await screen.context.close();
  });

  it('the order-status board moves a token from Preparing to Ready for pickup, with no names or amounts', async () => {
    const boardUser = await addStaff('Counter Board', ['ORDER_STATUS_DISPLAY']);
    const board = await signedIn(boardUser, '/display/order-status', FULL_HD);
    await board.page.getByTestId('order-status-board').waitFor();

    const order = await burgerAndEspresso(owner.context);
    const token = board.page.getByTestId(`board-token-${order.tokenNo}`);
    await expect
      .poll(visible(board.page.getByTestId('board-preparing').getByTestId(`board-token-${order.tokenNo}`)), {
        timeout: LIVE_WITHIN_MS,
      })
      .toBe(true);
    // the board never shows amounts: no currency sign anywhere on it
    expect(await board.page.getByTestId('order-status-board').textContent()).not.toMatch(/\$\s?\d/);

    // The kitchen finishes the whole ticket in one bump.
    await post(owner.context, `/kitchen/orders/${order.orderId}/bump`, {});
    await expect
      .poll(visible(board.page.getByTestId('board-ready').getByTestId(`board-token-${order.tokenNo}`)), {
        timeout: LIVE_WITHIN_MS,
      })
      .toBe(true);
    expect(await token.count()).toBe(1);
    await expectNoSeriousA11yViolations(board.page, 'order-status board');
    await snap(board.page, 'order-status-board-1920');

    await board.context.close();
  });

  it('a customer display mirrors the cart of the one POS it is paired with, never another', async () => {
    const tills = [
      await signedIn(DEMO.admin.username, '/dashboard/home'),
      await signedIn(DEMO.cashier.username, '/dashboard/home', { width: 768, height: 1024 }),
    ];
    const displays = [
      await signedIn(await addStaff('Till One Display', ['CUSTOMER_DISPLAY']), '/display/customer'),
      await signedIn(await addStaff('Till Two Display', ['CUSTOMER_DISPLAY']), '/display/customer', {
        width: 768,
        height: 1024,
      }),
    ];
    // Each till shows a code; its own display types it.
    for (const [index, till] of tills.entries()) {
      const display = displays[index];
      if (!display) throw new Error('a display per till');
      await till.page.goto('/dashboard/pos');
      await till.page.getByRole('button', { name: 'Customer Display' }).click();
      const pairingCode = async () =>
        (await till.page.getByTestId('pairing-code').textContent())?.replace(/\D/g, '') ?? '';
      await expect.poll(pairingCode).toMatch(/^\d{6}$/);
      const code = await pairingCode();
      await display.page.getByTestId('pairing-code-input').fill(code);
      await display.page.getByTestId('pair-display').click();
      await display.page.getByTestId('customer-display-idle').waitFor();
      await till.page.getByTestId('customer-display-paired').waitFor();
      await till.page.keyboard.press('Escape');
    }

    const addToCart = async (page: Page, item: string) => {
      await page.bringToFront();
      await page.getByRole('button', { name: `Add ${item}` }).click();
      const options = page.getByRole('dialog', { name: 'Select Variant & Addons' });
      await options.getByRole('button', { name: 'Add to Cart' }).click();
      await options.waitFor({ state: 'detached' });
    };
    const [one, two] = tills as [typeof owner, typeof owner];
    const [displayOne, displayTwo] = displays as [typeof owner, typeof owner];
    await addToCart(one.page, 'Classic Burger');
    const linesOne = displayOne.page.getByTestId('customer-display-line');
    await expect.poll(() => linesOne.count(), { timeout: LIVE_WITHIN_MS }).toBe(1);
    expect(await linesOne.first().textContent()).toContain('Classic Burger');
    await addToCart(two.page, 'French Fries');
    const linesTwo = displayTwo.page.getByTestId('customer-display-line');
    await expect.poll(() => linesTwo.count(), { timeout: LIVE_WITHIN_MS }).toBe(1);
    expect(await linesTwo.first().textContent()).toContain('French Fries');
    // the first till's display never showed the second till's cart
    expect(await linesOne.count()).toBe(1);
    expect(await displayOne.page.getByTestId('customer-display-cart').textContent()).not.toContain(
      'French Fries',
    );
    expect(await displayOne.page.getByTestId('display-Total').textContent()).toMatch(/\d/);
    await expectNoSeriousA11yViolations(displayOne.page, 'customer display');
    await snap(displayOne.page, 'customer-display-1366');
    await snap(displayTwo.page, 'customer-display-768');

    // Unpaired from the till, the display idles again.
    await one.page.getByRole('button', { name: 'Customer Display' }).click();
    await one.page.getByTestId('customer-display-paired').getByRole('button', { name: 'Unpair' }).click();
    await expect
      .poll(visible(displayOne.page.getByTestId('customer-display-pairing')), { timeout: LIVE_WITHIN_MS })
      .toBe(true);
    for (const screen of [...tills, ...displays]) await screen.context.close();
  });
});
