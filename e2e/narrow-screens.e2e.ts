import { PAGES, type TPosInitResponse } from '@opentab/shared';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/accessibility.ts';
import {
  baseUrl,
  DEMO,
  launchBrowser,
  newContext,
  PHONE,
  signIn,
  snap,
  type TViewport,
} from './support/browser.ts';

/**
 * Issue 22 items 10 and 11 in the browser, at the widths a new owner tried: every list's money and actions
 * are on screen (stacked cards where a table does not fit, never a sideways scroll), and the Orders screen's
 * Pay & Complete is in sight, at 390 px (a phone) and 768 px (a tablet), with no serious axe violation.
 */

let browser: Browser;
let owner: BrowserContext;
let page: Page;
beforeAll(async () => {
  browser = await launchBrowser();
  owner = await newContext(browser, { viewport: PHONE });
  page = await owner.newPage();
  await signIn(page, DEMO.admin.username, DEMO.admin.password, '/dashboard/home');
  // one paid invoice and one open order at a table, sent as the POS sends them
  const init = await owner.request.get('/api/v1/pos/init');
  const { paymentTypes, menuItems, storeTables } = (await init.json()) as TPosInitResponse;
  const salad = menuItems.find((item) => item.title === 'Caesar Salad');
  if (!salad || !paymentTypes[0] || !storeTables[0])
    throw new Error('the demo store lacks its salad, a table or a payment type');
  const cart = [{ id: salad.id, quantity: 1 }];
  for (const [path, data] of [
    ['/pos/create-order-and-invoice', { cart, deliveryType: 'takeaway', paymentTypeId: paymentTypes[0].id }],
    ['/pos/create-order', { cart, deliveryType: 'dinein', tableId: storeTables[0].id }],
  ] as const) {
    const answer = await owner.request.post(`/api/v1${path}`, { headers: { origin: baseUrl() }, data });
    expect(answer.status(), await answer.text()).toBe(200);
  }
});
afterAll(async () => {
  await browser?.close();
});

/** Whether the element lies wholly within the viewport's width (nothing hidden to the right). */
async function withinWidth(locator: Locator, viewport: TViewport): Promise<boolean> {
  const box = await locator.boundingBox();
  return Boolean(box && box.x >= 0 && box.x + box.width <= viewport.width);
}

describe('lists and the Orders screen on narrow screens', () => {
  for (const viewport of [PHONE, { width: 768, height: 1024 }]) {
    it(`shows every settings list's Edit and Delete at ${viewport.width} px`, async () => {
      await page.setViewportSize(viewport);
      for (const id of ['categories', 'tax-setup', 'payment-types'] as const) {
        await page.goto(PAGES[id].path);
        for (const action of ['Edit', 'Delete']) {
          const button = page.getByRole('button', { name: new RegExp(`^${action} `) }).first();
          await button.waitFor();
          expect(await withinWidth(button, viewport), `${id}: ${action}`).toBe(true);
        }
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
          true,
        );
        await expectNoSeriousA11yViolations(page, `${id}-${viewport.width}`);
        await snap(page, `narrow-${id}-${viewport.width}`);
      }
    });

    it(`shows an invoice's total, customer and buttons at ${viewport.width} px`, async () => {
      await page.setViewportSize(viewport);
      await page.goto(PAGES.invoices.path);
      const view = page.getByRole('button', { name: /^View receipt / }).first();
      await view.waitFor();
      const print = page.getByRole('button', { name: /^Print / }).first();
      for (const button of [view, print]) expect(await withinWidth(button, viewport)).toBe(true);
      const total = page.getByText('Total', { exact: true }).first();
      expect(await total.isVisible()).toBe(true);
      expect(await withinWidth(total, viewport)).toBe(true);
      await expectNoSeriousA11yViolations(page, `invoices-${viewport.width}`);
      await snap(page, `narrow-invoices-${viewport.width}`);
    });

    it(`keeps Pay & Complete in sight on the Orders screen at ${viewport.width} px`, async () => {
      await page.setViewportSize(viewport);
      await page.goto(PAGES.orders.path);
      const pay = page.getByRole('button', { name: /^Pay & Complete / }).first();
      await pay.waitFor();
      expect(await withinWidth(pay, viewport)).toBe(true);
      await pay.click();
      const dialog = page.getByRole('dialog', { name: 'Pay & Complete Order' });
      await dialog.waitFor();
      await expectNoSeriousA11yViolations(page, `orders-pay-${viewport.width}`);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'detached' });
    });
  }
});
