import { formatMoney, fromMinor, toMinor } from '@opentab/shared';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/accessibility.ts';
import { baseUrl, DEMO, launchBrowser, newContext, signIn, snap, stubPrint } from './support/browser.ts';
import { findVariant } from './support/menu.ts';

/** Issue 23's shift in the browser: open, sell by cash and card, pay out, count and close, print the Z report. */

let browser: Browser;
let context: BrowserContext;
let page: Page;
beforeAll(async () => {
  browser = await launchBrowser();
  context = await newContext(browser, { viewport: { width: 1366, height: 768 } });
  await stubPrint(context);
  page = await context.newPage();
  await signIn(page, DEMO.cashier.username, DEMO.cashier.password, '/dashboard/home');
});
afterAll(async () => {
  await browser?.close();
});

type TInit = {
  paymentTypes: { id: string; title: string }[];
  storeSettings: { currency: string };
};

/** A paid espresso (double) at the POS, through its API, with one payment type: answers what it charged. */
async function sell(paymentTypeId: string): Promise<number> {
  const { item, variant } = await findVariant(context, 'Espresso', 'Double');
  const answer = await context.request.post('/api/v1/pos/create-order-and-invoice', {
    headers: { origin: baseUrl() },
    data: {
      cart: [{ id: item.id, variant_id: variant.id, quantity: 1 }],
      deliveryType: 'takeaway',
      paymentTypeId,
    },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { payableTotal: number }).payableTotal;
}

/** A popup the click opens, once it shows `text`. */
async function popupOf(click: () => Promise<void>, text: string | RegExp): Promise<Page> {
  const [popup] = await Promise.all([context.waitForEvent('page'), click()]);
  await popup.getByText(text).first().waitFor();
  return popup;
}

describe('a cashier shift', () => {
  it('opens with a float, sells by cash and card, pays out, closes with a count and prints its Z report', async () => {
    const init = (await (await context.request.get('/api/v1/pos/init')).json()) as TInit;
    const { currency } = init.storeSettings;
    const typeId = (title: string) => init.paymentTypes.find((type) => type.title === title)?.id as string;
    const money = (minor: number) => formatMoney(minor, currency);

    await page.goto('/dashboard/shift');
    await page.getByRole('textbox', { name: 'Opening float' }).fill('100');
    await page.getByRole('button', { name: 'Open shift' }).click();
    await page.getByText('X report (shift open)').waitFor();

    const cash = toMinor(await sell(typeId('Cash')), currency);
    const card = toMinor(await sell(typeId('Card')), currency);
    const float = toMinor(100, currency);
    const paidOut = toMinor(5, currency);
    await page.reload();
    await page.getByText('Cash sales').waitFor();

    await page.getByRole('button', { name: 'Cash out' }).click();
    const cashOut = page.getByRole('dialog', { name: 'Cash out' });
    await cashOut.getByRole('textbox', { name: 'Amount' }).fill('5');
    await cashOut.getByRole('textbox', { name: 'Reason' }).fill('Window cleaner');
    await cashOut.getByRole('button', { name: 'Record' }).click();
    await cashOut.waitFor({ state: 'detached' });
    await page.getByText('Out: Window cleaner').waitFor();
    const expectedCash = float + cash - paidOut;
    expect(await page.getByTestId('shift-report').textContent()).toContain(money(expectedCash));
    await expectNoSeriousA11yViolations(page, 'shift-open-1366');
    await snap(page, 'shift-open-1366');

    await page.getByRole('button', { name: 'Close shift' }).click();
    const count = page.getByRole('dialog', { name: 'Close shift: count the drawer' });
    const short = toMinor(1, currency);
    await count
      .getByRole('textbox', { name: 'Counted Cash' })
      .fill(String(fromMinor(expectedCash - short, currency)));
    await count.getByRole('textbox', { name: 'Counted Card' }).fill(String(fromMinor(card, currency)));
    const row = (title: string) => count.getByRole('row').filter({ hasText: title });
    await expect.poll(() => row('Cash').textContent()).toContain(`−${money(short)} short`);
    expect(await row('Card').textContent()).toContain(money(card));
    await expectNoSeriousA11yViolations(page, 'shift-close-1366');
    await snap(page, 'shift-close-1366');
    await count.getByRole('button', { name: 'Close shift' }).click();

    await page.getByText('Shift closed', { exact: true }).waitFor();
    const report = page.getByTestId('shift-report');
    const heading = (await report.getByText(/^Z report #\d+$/).textContent()) as string;
    const number = Number(heading.replace('Z report #', ''));
    const text = await report.textContent();
    expect(text).toContain(`Total variance−${money(short)} short`);
    expect(text).toContain(`Total expected${money(expectedCash + card)}`);
    await snap(page, 'shift-z-report-1366');

    const receipt = await popupOf(() => page.getByRole('button', { name: 'Print' }).click(), heading);
    await expect
      .poll(() => receipt.evaluate(() => (window as Window & { printed?: boolean }).printed))
      .toBe(true);
    expect(await receipt.getByTestId('print-sheet').textContent()).toContain(
      `Total variance−${money(short)} short`,
    );
    await expectNoSeriousA11yViolations(receipt, 'z-report-print');
    await snap(receipt, 'z-report-print');
    const pdfPage = await popupOf(() => page.getByRole('button', { name: 'PDF page' }).click(), heading);
    expect(await pdfPage.getByTestId('print-page').textContent()).toContain(
      `Total counted${money(expectedCash - short + card)}`,
    );
    await snap(pdfPage, 'z-report-pdf-page');

    await page.goto('/dashboard/z-reports');
    const first = page.getByRole('row').nth(1);
    await first.waitFor();
    expect(await first.textContent()).toContain(`#${number}`);
    expect(await first.textContent()).toContain(`−${money(short)} short`);
    await first.getByRole('button', { name: 'View' }).click();
    await page
      .getByRole('dialog', { name: `Z report #${number}` })
      .getByText(`Total variance`)
      .waitFor();
    await expectNoSeriousA11yViolations(page, 'z-reports-1366');
    await snap(page, 'z-reports-1366');

    // back on the Shift screen, no shift is open: the next one starts with its float
    await page.goto('/dashboard/shift');
    await page.getByRole('textbox', { name: 'Opening float' }).waitFor();
    await page.setViewportSize({ width: 768, height: 1024 });
    await expectNoSeriousA11yViolations(page, 'shift-none-768');
    await snap(page, 'shift-none-768');
  });
});
