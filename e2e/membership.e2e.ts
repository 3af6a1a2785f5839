import type {
  TCreateOrderAndInvoiceResponse,
  TGetReceiptResponse,
  TLoyaltySettingsResponse,
} from '@opentab/shared';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/accessibility.ts';
import { baseUrl, DEMO, launchBrowser, newContext, signIn, snap, stubPrint } from './support/browser.ts';

/**
 * Issue 27's membership in the browser: the owner sets the loyalty rules, enrols a customer from the Customers
 * screen, the POS pays a bill that earns the member points, then redeems them in the payment dialog, and the
 * member's screen shows the balance and its history.
 */

let browser: Browser;
let context: BrowserContext;
let page: Page;
/** the demo store's rules before this test, put back after it (every browser test shares the store) */
let before: TLoyaltySettingsResponse | undefined;

const LOYALTY = '/api/v1/settings/store-setting/loyalty';
const stamp = `${Date.now()}`.slice(-7);
const PHONE = `77${stamp}`;
const NAME = `Lola Points ${stamp}`;

async function pickOption(select: Locator, option: string | RegExp) {
  await select.click();
  await page.getByRole('option', { name: option }).first().click();
}

/** Picks the member as the POS's customer, by phone, as the cashier does. */
async function pickMember() {
  await page.getByRole('button', { name: /^Customer: / }).click();
  const search = page.getByRole('dialog', { name: 'Search Customer' });
  await search.getByRole('textbox', { name: 'Search by phone or name' }).fill(PHONE);
  await search.getByRole('textbox', { name: 'Search by phone or name' }).press('Enter');
  await search.getByRole('button', { name: new RegExp(NAME) }).click();
  await search.waitFor({ state: 'detached' });
}

/** Pays the cart in cash from the payment dialog, after `inDialog`; answers the server's answer. */
async function payInCash(inDialog: (dialog: Locator) => Promise<void> = async () => {}) {
  await page.getByRole('button', { name: 'Create Receipt & Pay' }).click();
  const summary = page.getByRole('dialog', { name: 'Collect Payment & Send order to Kitchen' });
  await pickOption(summary.getByRole('combobox', { name: 'Payment Type' }), 'Cash');
  await inDialog(summary);
  const answered = page.waitForResponse((response) =>
    response.url().endsWith('/api/v1/pos/create-order-and-invoice'),
  );
  await summary.getByRole('button', { name: 'Collect Payment & Send' }).click();
  const answer = await answered;
  expect(answer.status(), await answer.text()).toBe(200);
  const sent = page.getByRole('dialog', { name: 'Order sent to Kitchen!' });
  await sent.waitFor();
  await page.keyboard.press('Escape');
  await sent.waitFor({ state: 'detached' });
  return (await answer.json()) as TCreateOrderAndInvoiceResponse;
}

beforeAll(async () => {
  browser = await launchBrowser();
  context = await newContext(browser, { viewport: { width: 1366, height: 800 } });
  await stubPrint(context);
  page = await context.newPage();
  await signIn(page, DEMO.admin.username, DEMO.admin.password, '/dashboard/home');
  before = (await (await context.request.get(LOYALTY)).json()) as TLoyaltySettingsResponse;
  const added = await context.request.post('/api/v1/customers/add', {
    headers: { origin: baseUrl() },
    data: { phone: PHONE, name: NAME },
  });
  expect(added.status(), await added.text()).toBe(200);
});
afterAll(async () => {
  if (context && before) {
    await context.request.post(LOYALTY, { headers: { origin: baseUrl() }, data: before });
  }
  await browser?.close();
});

describe('membership', () => {
  it('enrols a customer, earns points on a paid bill, redeems them at the POS and shows the history', async () => {
    // Settings → Loyalty: 1 point per 1.00 paid, a point worth 0.10, at least 5 at once
    await page.goto('/dashboard/settings/loyalty');
    await page.getByRole('textbox', { name: 'Amount paid per point' }).fill('1');
    await page.getByRole('textbox', { name: 'Value of a point' }).fill('0.10');
    await page.getByRole('textbox', { name: 'Fewest points per redemption' }).fill('5');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Loyalty settings saved.').waitFor();
    await expectNoSeriousA11yViolations(page, 'loyalty-settings-1366');

    // the Customers screen enrols the customer
    await page.goto('/dashboard/customers');
    await page.getByRole('textbox', { name: 'Search customers' }).fill(NAME);
    const card = page.getByTestId('customer-card').filter({ hasText: NAME });
    await card.getByRole('button', { name: 'Enrol as member' }).click();
    await card.getByText('Member', { exact: true }).waitFor();

    // a bill of two juices (10.00) earns 10 points
    await page.goto('/dashboard/pos');
    await pickMember();
    expect(await page.getByTestId('member-points-badge').textContent()).toBe('0 points');
    await page.getByRole('button', { name: 'Add Fresh Orange Juice' }).click();
    await page.getByRole('button', { name: 'Increase Fresh Orange Juice' }).click();
    const earned = await payInCash();
    expect(earned.payableTotal).toBe(10);

    // the next bill redeems them: 10 points take 1.00 off a 5.00 juice
    await pickMember();
    expect(await page.getByTestId('member-points-badge').textContent()).toBe('10 points');
    await page.getByRole('button', { name: 'Add Fresh Orange Juice' }).click();
    const redeemed = await payInCash(async (summary) => {
      await summary.getByRole('textbox', { name: 'Redeem points' }).fill('10');
      expect(await summary.getByTestId('Points discount').textContent()).toBe('-$1.00');
      expect(await summary.getByTestId('Payable Total').textContent()).toBe('$4.00');
      await expectNoSeriousA11yViolations(page, 'pos-redeem-points-1366');
      await snap(page, 'pos-redeem-points-1366');
    });
    expect(redeemed.payableTotal).toBe(4);
    const receipt = (await (
      await context.request.get(`/api/v1/receipts/invoice/${redeemed.invoiceId}`)
    ).json()) as TGetReceiptResponse;
    // 10 − 10 redeemed + 4 earned on the 4.00 paid
    expect(receipt.receipt).toMatchObject({
      pointsRedeemed: 10,
      pointsDiscount: 1,
      pointsEarned: 4,
      memberPoints: 4,
    });

    // Members: the list with the balance, and the member's history
    await page.goto('/dashboard/members');
    await page.getByRole('textbox', { name: 'Search by name or phone' }).fill(PHONE);
    const link = page.getByRole('link', { name: NAME });
    await link.waitFor();
    await expectNoSeriousA11yViolations(page, 'members-1366');
    await snap(page, 'members-1366');
    await link.click();
    await page.getByRole('heading', { name: NAME }).waitFor();
    expect(await page.getByTestId('member-points').textContent()).toBe('4 points');
    const history = page.getByRole('table', { name: 'Points history' });
    await expect.poll(() => history.getByRole('row').count()).toBe(4);
    expect(await history.textContent()).toMatch(/Earned.*\+4.*Redeemed.*-10.*Earned.*\+10/s);
    await expectNoSeriousA11yViolations(page, 'member-detail-1366');
    await snap(page, 'member-detail-1366');

    // the same screens at 768 px
    await page.setViewportSize({ width: 768, height: 1024 });
    await expectNoSeriousA11yViolations(page, 'member-detail-768');
    await snap(page, 'member-detail-768');
    await page.goto('/dashboard/members');
    await page.getByRole('link', { name: NAME }).first().waitFor();
    await expectNoSeriousA11yViolations(page, 'members-768');
    await snap(page, 'members-768');
    await page.setViewportSize({ width: 1366, height: 800 });
  });
});
