import type {
  TCreateOrderAndInvoiceResponse,
  TGetReceiptResponse,
  TListOrderGroupsResponse,
  TPosInitResponse,
} from '@opentab/shared';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/accessibility.ts';
import { baseUrl, DEMO, launchBrowser, newContext, signIn, snap, stubPrint } from './support/browser.ts';

/**
 * Issue 23's money on a bill in the browser: the owner sets a service charge, a cashier discounts a line and
 * the order, seats it at a table (the service charge shows), adds a tip at payment and pays cash; the server
 * charges what the POS showed, and the receipt prints it all.
 */

let browser: Browser;
let context: BrowserContext;
let page: Page;

const SERVICE_CHARGE = '/api/v1/settings/store-setting/service-charge';

async function setServiceCharge(serviceCharge: number) {
  const answer = await context.request.post(SERVICE_CHARGE, {
    headers: { origin: baseUrl() },
    data: { serviceCharge, serviceChargeTaxId: null, isServiceChargeDineInOnly: true },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

async function pickOption(select: Locator, option: string | RegExp) {
  await select.click();
  await page.getByRole('option', { name: option }).first().click();
}

beforeAll(async () => {
  browser = await launchBrowser();
  context = await newContext(browser, { viewport: { width: 1366, height: 800 } });
  await stubPrint(context);
  page = await context.newPage();
  await signIn(page, DEMO.admin.username, DEMO.admin.password, '/dashboard/home');
});
afterAll(async () => {
  // the demo store is every browser test's: leave it without a service charge
  if (context) await setServiceCharge(0);
  await browser?.close();
});

describe('a discounted dine-in bill with a service charge and a tip', () => {
  it('sets the service charge in Settings, then the POS charges what it shows', async () => {
    await page.goto('/dashboard/settings/service-charge');
    const percent = page.getByRole('textbox', { name: 'Service Charge' });
    await percent.fill('10');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Service charge saved!').waitFor();
    await expectNoSeriousA11yViolations(page, 'service-charge-settings-1366');
    await setServiceCharge(10);

    await page.goto('/dashboard/pos');
    await page.getByRole('button', { name: 'Add Fresh Orange Juice' }).click();
    await page.getByRole('button', { name: 'Increase Fresh Orange Juice' }).click();
    // 2 × 5.00, 20 % off for a staff meal: 8.00
    await page.getByRole('button', { name: 'Discount on Fresh Orange Juice' }).click();
    let dialog = page.getByRole('dialog', { name: 'Discount on Fresh Orange Juice' });
    await dialog.getByRole('textbox', { name: 'Percent off' }).fill('20');
    // a common reason is one tap
    await dialog.getByRole('combobox', { name: 'Reason' }).click();
    await page.getByRole('option', { name: 'Staff meal' }).click();
    await expectNoSeriousA11yViolations(page, 'pos-discount-dialog-1366');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await dialog.waitFor({ state: 'detached' });
    // and 1.00 off the order for a birthday, typed: 7.00
    await page.getByRole('button', { name: 'Discount on the order' }).click();
    dialog = page.getByRole('dialog', { name: 'Discount on the order' });
    await dialog.getByText('Amount', { exact: true }).click();
    await dialog.getByRole('textbox', { name: 'Amount off' }).fill('1');
    await dialog.getByRole('combobox', { name: 'Reason' }).fill('Birthday');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.getByTestId('cart-Discounts').textContent()).toBe('-$3.00');

    await pickOption(page.getByRole('combobox', { name: 'Dining option' }), 'Dine-In');
    await pickOption(page.getByRole('combobox', { name: 'Table' }), /^R/);
    // 10 % of 7.00 at the table
    expect(await page.getByTestId('cart-Service Charge').textContent()).toBe('$0.70');
    expect(await page.getByTestId('cart-Payable Total').textContent()).toBe('$7.70');
    await snap(page, 'pos-discounts-1366');

    await page.getByRole('button', { name: 'Create Receipt & Pay' }).click();
    const summary = page.getByRole('dialog', { name: 'Collect Payment & Send order to Kitchen' });
    await pickOption(summary.getByRole('combobox', { name: 'Payment Type' }), 'Cash');
    await summary.getByRole('button', { name: '10%' }).click();
    expect(await summary.getByTestId('Total with Tip').textContent()).toBe('$8.47');
    await summary.getByRole('textbox', { name: /Amount Tendered/ }).fill('10');
    expect(await summary.getByTestId('change-due').textContent()).toContain('$1.53');
    await expectNoSeriousA11yViolations(page, 'pos-pay-tip-1366');
    const answered = page.waitForResponse((response) =>
      response.url().endsWith('/api/v1/pos/create-order-and-invoice'),
    );
    await summary.getByRole('button', { name: 'Collect Payment & Send' }).click();
    const answer = (await (await answered).json()) as TCreateOrderAndInvoiceResponse;
    expect(answer).toMatchObject({ payableTotal: 7.7, tip: 0.77, amountTendered: 10, changeDue: 1.53 });
    await page.getByRole('dialog', { name: 'Order sent to Kitchen!' }).waitFor();
    expect(await page.getByText(/This order was charged/).count()).toBe(0);

    const receipt = (await (
      await context.request.get(`/api/v1/receipts/invoice/${answer.invoiceId}`)
    ).json()) as TGetReceiptResponse;
    expect(receipt.receipt).toMatchObject({
      discountTotal: 3,
      orderDiscount: 1,
      serviceCharge: 0.7,
      serviceChargeRate: 10,
      payableTotal: 7.7,
      tip: 0.77,
    });
    expect(receipt.receipt.lines[0]).toMatchObject({ discount: 2, discountReason: 'Staff meal' });
  });
});

describe('a discount on the whole bill at Pay & Complete', () => {
  it('takes 10 % off a table’s bill on the Orders screen, and the receipt prints it', async () => {
    await setServiceCharge(0);
    const init = (await (await context.request.get('/api/v1/pos/init')).json()) as TPosInitResponse;
    const open = (await (await context.request.get('/api/v1/orders')).json()) as TListOrderGroupsResponse;
    const occupied = new Set(open.map((group) => group.table_id));
    const table = init.storeTables.find((candidate) => !occupied.has(candidate.id));
    const juice = init.menuItems.find((item) => item.title === 'Fresh Orange Juice');
    if (!table || !juice) throw new Error('the demo store has no free table or no orange juice');
    const placed = await context.request.post('/api/v1/pos/create-order', {
      headers: { origin: baseUrl() },
      data: { cart: [{ id: juice.id, quantity: 2 }], deliveryType: 'dinein', tableId: table.id },
    });
    expect(placed.status(), await placed.text()).toBe(200);

    await page.goto('/dashboard/orders');
    await page.getByRole('button', { name: `Actions for ${table.table_title}` }).click();
    await page.getByRole('menuitem', { name: 'Pay & Complete' }).click();
    const pay = page.getByRole('dialog', { name: 'Pay & Complete Order' });
    expect(await pay.getByTestId('pay-total').textContent()).toBe('Total$10.00');
    await pay.getByRole('button', { name: 'Discount on the bill' }).click();
    const discount = page.getByRole('dialog', { name: 'Discount on the bill' });
    await discount.getByRole('textbox', { name: 'Percent off' }).fill('10');
    await discount.getByRole('combobox', { name: 'Reason' }).fill('Late order');
    await discount.getByRole('button', { name: 'Apply' }).click();
    await discount.waitFor({ state: 'detached' });
    // the server's bill with the discount: nothing paid yet
    await expect.poll(() => pay.getByTestId('pay-total').textContent()).toBe('Total$9.00');
    expect(await pay.getByTestId('pay-discounts').textContent()).toBe('Discounts-$1.00');
    await expectNoSeriousA11yViolations(page, 'pay-and-complete-bill-discount-1366');
    await pickOption(pay.getByRole('combobox', { name: 'Payment Type' }), 'Cash');
    const answered = page.waitForResponse((response) =>
      response.url().endsWith('/api/v1/orders/complete-and-pay-order'),
    );
    await pay.getByRole('button', { name: 'Pay & Complete' }).click();
    const answer = (await (await answered).json()) as { invoiceId: string; total: number };
    expect(answer.total).toBe(9);
    const receipt = (await (
      await context.request.get(`/api/v1/receipts/invoice/${answer.invoiceId}`)
    ).json()) as TGetReceiptResponse;
    expect(receipt.receipt).toMatchObject({
      billDiscount: 1,
      billDiscountReason: 'Late order',
      payableTotal: 9,
    });
  });
});
