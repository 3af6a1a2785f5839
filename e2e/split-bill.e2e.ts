import type {
  TCompleteAndPayResponse,
  TCreateOrderResponse,
  TListOrderGroupsResponse,
  TOrdersInitResponse,
  TPaymentSummaryResponse,
} from '@opentab/shared';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/accessibility.ts';
import { baseUrl, DEMO, launchBrowser, newContext, signIn, snap, stubPrint } from './support/browser.ts';
import { findVariant } from './support/menu.ts';

/**
 * Issue 23's split bill in the browser: a table's bill split three ways from the Orders screen, the first
 * share by card, the second and third in cash; the card shows what is paid and the balance between shares,
 * each share's receipt opens with its share, and the table is free at the end.
 */

const TABLE = 'S1';

let browser: Browser;
let context: BrowserContext;
let page: Page;

async function post<T>(apiPath: string, data: unknown): Promise<T> {
  const answer = await context.request.post(`/api/v1${apiPath}`, { headers: { origin: baseUrl() }, data });
  expect(answer.status(), `${apiPath}: ${await answer.text()}`).toBe(200);
  return (await answer.json()) as T;
}

async function get<T>(apiPath: string): Promise<T> {
  const answer = await context.request.get(`/api/v1${apiPath}`);
  expect(answer.status(), apiPath).toBe(200);
  return (await answer.json()) as T;
}

async function pickOption(select: Locator, option: string) {
  await select.click();
  await page.getByRole('option', { name: option, exact: true }).first().click();
}

beforeAll(async () => {
  browser = await launchBrowser();
  context = await newContext(browser, { viewport: { width: 1366, height: 800 } });
  await stubPrint(context);
  page = await context.newPage();
  await signIn(page, DEMO.admin.username, DEMO.admin.password, '/dashboard/home');
});
afterAll(async () => {
  await browser?.close();
});

describe('a table split three ways', () => {
  it('pays share 1 by card and shares 2 and 3 in cash, each with its receipt, then frees the table', async () => {
    // A table of its own (no other browser test seats anyone there) with two Double Espressos on it.
    await post('/settings/store-tables/add', { title: TABLE, floor: 'Garden', seatingCapacity: 4 });
    const init = await get<TOrdersInitResponse>('/orders/init');
    const table = init.storeTables.find((row) => row.table_title === TABLE);
    const { item, variant } = await findVariant(context, 'Espresso', 'Double');
    const placed = await post<TCreateOrderResponse>('/pos/create-order', {
      cart: [{ id: item.id, variant_id: variant.id, quantity: 2 }],
      deliveryType: 'dinein',
      tableId: table?.id,
    });
    const bill = await post<TPaymentSummaryResponse>('/orders/complete-order-payment-summary', {
      orderIds: [placed.orderId],
      shares: 3,
    });
    const shares = bill.shares ?? [];
    expect(shares).toHaveLength(3);
    const money = (amount: number) => `$${amount.toFixed(2)}`;

    await page.goto('/dashboard/orders');
    const card = page
      .getByTestId('order-group')
      .filter({ has: page.getByRole('heading', { name: TABLE, exact: true }) });
    await card.waitFor();

    // A tablet's 768 px: the card's Pay part and Split equally, and the Pay Part dialog's steppers, in sight.
    const tablet = { width: 768, height: 1024 };
    await page.setViewportSize(tablet);
    const withinWidth = async (locator: Locator) => {
      const box = await locator.boundingBox();
      return Boolean(box && box.x >= 0 && box.x + box.width <= tablet.width);
    };
    for (const name of [`Pay part ${TABLE}`, `Split equally ${TABLE}`]) {
      expect(await withinWidth(card.getByRole('button', { name })), name).toBe(true);
    }
    await card.getByRole('button', { name: `Pay part ${TABLE}` }).click();
    const part = page.getByRole('dialog', { name: 'Pay Part' });
    const stepper = part.getByRole('textbox', { name: 'Quantity of Espresso (Double)' });
    await stepper.fill('1');
    // one of the two units: the floor of half the bill (the shared rule)
    const half = Math.floor(Math.round(bill.total * 100) / 2) / 100;
    expect(await part.getByTestId('pay-part').textContent()).toBe(`This part${money(half)}`);
    expect(await withinWidth(stepper)).toBe(true);
    await expectNoSeriousA11yViolations(page, 'split-bill-pay-part-768');
    await snap(page, 'split-bill-pay-part-768');
    await part.getByRole('button', { name: 'Cancel' }).click();
    await part.waitFor({ state: 'detached' });
    await page.setViewportSize({ width: 1366, height: 800 });

    /** Pays the next share from the card with `paymentType`; answers the call's answer and the receipt window. */
    const payShare = async (shareNo: number, paymentType: string) => {
      await card.getByRole('button', { name: `Split equally ${TABLE}` }).click();
      const dialog = page.getByRole('dialog', { name: `Share ${shareNo} of ${shareNo === 1 ? 2 : 3}` });
      await dialog.waitFor();
      if (shareNo === 1) {
        await dialog.getByRole('textbox', { name: /Split into/ }).fill('3');
        await page.getByRole('dialog', { name: 'Share 1 of 3' }).waitFor();
      }
      const share = page.getByRole('dialog', { name: `Share ${shareNo} of 3` });
      expect(await share.getByTestId('pay-part').textContent()).toBe(
        `This part${money(shares[shareNo - 1] ?? 0)}`,
      );
      await pickOption(share.getByRole('combobox', { name: 'Payment Type' }), paymentType);
      const printBox = share.getByRole('checkbox', { name: 'Print Receipt?' });
      if (!(await printBox.isChecked())) await printBox.check();
      if (shareNo === 1) {
        await expectNoSeriousA11yViolations(page, 'split-bill-share-1366');
        await snap(page, 'split-bill-share-1366');
      }
      const answered = page.waitForResponse((response) =>
        response.url().endsWith('/api/v1/orders/complete-and-pay-order'),
      );
      const [receipt] = await Promise.all([
        context.waitForEvent('page'),
        share.getByRole('button', { name: `Pay Share ${shareNo}` }).click(),
      ]);
      const answer = (await (await answered).json()) as TCompleteAndPayResponse;
      await share.waitFor({ state: 'detached' });
      return { answer, receipt };
    };

    const first = await payShare(1, 'Card');
    expect(first.answer).toMatchObject({ part: 1, amount: shares[0] });
    const firstReceipt = first.receipt.getByTestId('receipt-part');
    await firstReceipt.waitFor();
    expect(await firstReceipt.textContent()).toContain('Share 1 of 3');
    expect(await firstReceipt.textContent()).toContain('Paid by Card');
    // between the shares the table stays on screen, with what is paid and what is left
    const paidSoFar = shares[0] ?? 0;
    await expect
      .poll(() => card.getByTestId('bill-balance').textContent())
      .toBe(`Paid ${money(paidSoFar)} · Balance ${money(bill.total - paidSoFar)}`);

    const second = await payShare(2, 'Cash');
    expect(second.answer).toMatchObject({ part: 2, amount: shares[1] });
    await second.receipt.getByTestId('receipt-part').waitFor();
    expect(await second.receipt.getByTestId('receipt-part').textContent()).toContain('Share 2 of 3');
    await expect
      .poll(() => card.getByTestId('bill-balance').textContent())
      .toBe(`Paid ${money(paidSoFar + (shares[1] ?? 0))} · Balance ${money(shares[2] ?? 0)}`);

    const third = await payShare(3, 'Cash');
    expect(third.answer).toMatchObject({ part: 3, amount: shares[2], balance: 0 });
    const lastReceipt = third.receipt.getByTestId('receipt-part');
    await lastReceipt.waitFor();
    expect(await lastReceipt.textContent()).toContain('Share 3 of 3');
    expect(await third.receipt.getByTestId('receipt-Balance').textContent()).toBe('$0.00');
    await snap(third.receipt, 'split-bill-receipt');

    // the table is free: no card, no open order at it
    await card.waitFor({ state: 'detached' });
    const open = await get<TListOrderGroupsResponse>('/orders');
    expect(open.some((group) => group.table_id === table?.id)).toBe(false);
  });
});
