import type { TCreateOrderAndInvoiceResponse, TFeedbackEntry, TGetReceiptResponse } from '@opentab/shared';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/accessibility.ts';
import { baseUrl, DEMO, launchBrowser, newContext, signIn, snap, stubPrint } from './support/browser.ts';
import { posInit } from './support/menu.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A takeaway paid at the demo store's POS (the Pay first button's call), and its receipt's feedback link. */
async function payAndReadReceipt(staff: BrowserContext) {
  const init = await posInit(staff);
  const item = init.menuItems.find((entry) => entry.variants.length === 0) ?? init.menuItems[0];
  const cash = init.paymentTypes.find((type) => type.title === 'Cash');
  const created = await staff.request.post('/api/v1/pos/create-order-and-invoice', {
    headers: { origin: baseUrl() },
    data: {
      cart: [{ id: item?.id, quantity: 1, variant_id: item?.variants[0]?.id ?? null }],
      deliveryType: 'takeaway',
      paymentTypeId: cash?.id,
    },
  });
  expect(created.status()).toBe(200);
  const paid = (await created.json()) as TCreateOrderAndInvoiceResponse;
  const answer = await staff.request.get(`/api/v1/receipts/invoice/${paid.invoiceId}`);
  const { receipt } = (await answer.json()) as TGetReceiptResponse;
  expect(receipt.feedbackUrl).toMatch(/\/m\/[^/]+\/feedback\/[\w-]{22}$/);
  return { invoiceId: paid.invoiceId, url: new URL(receipt.feedbackUrl ?? '') };
}

/** Taps a star: the label around the radio (the radio itself is drawn by its star). */
async function rate(page: Page, question: string, stars: string) {
  const group = page.getByRole('group', { name: question });
  await group.locator('label', { has: page.getByRole('radio', { name: stars, exact: true }) }).click();
}

describe('guest feedback', () => {
  it("is left from a phone with the receipt's link and read in the back office, on the list and the invoice", async () => {
    const staff = await newContext(browser);
    await stubPrint(staff);
    const office = await staff.newPage();
    await signIn(office, DEMO.admin.username, DEMO.admin.password, '/dashboard/home');
    const visit = await payAndReadReceipt(staff);
    const comment = `The soup was lovely, the wait long (${Date.now()})`;

    // The printed receipt carries the link as a QR code.
    const receipt = await staff.newPage();
    await receipt.goto(`/print-receipt?invoiceId=${visit.invoiceId}`);
    const code = receipt.getByTestId('receipt-feedback');
    await code.getByRole('img', { name: 'How was your visit? Rate us' }).waitFor();
    expect(await code.getAttribute('data-url')).toBe(visit.url.href);
    await snap(receipt, 'feedback-receipt');
    await receipt.close();

    // The guest's phone: 390 px, the link's path on this server, no session.
    const phone = await newContext(browser, { phone: true });
    const guest = await phone.newPage();
    await guest.goto(`${visit.url.pathname}`);
    await guest.getByRole('heading', { name: 'Rate your visit' }).waitFor();
    await expectNoSeriousA11yViolations(guest, 'feedback page (390 px)');
    await snap(guest, 'feedback-phone');
    // a rating is a radio group: focus its first star, the arrow keys move along it
    const food = guest.getByRole('group', { name: 'How was the food?' });
    await food.getByRole('radio', { name: '1 star' }).focus();
    await guest.keyboard.press('ArrowRight');
    await guest.keyboard.press('ArrowRight');
    await guest.keyboard.press('ArrowRight');
    await guest.keyboard.press('ArrowRight');
    expect(await food.getByRole('radio', { name: '5 stars' }).isChecked()).toBe(true);
    await rate(guest, 'How was the service?', '4 stars');
    await rate(guest, 'How was the ambience?', '4 stars');
    await rate(guest, 'How friendly were the staff?', '5 stars');
    // sending before the last rating says what is missing
    await guest.getByRole('button', { name: 'Send feedback' }).click();
    await guest.getByRole('alert').filter({ hasText: 'Please give every rating before sending.' }).waitFor();
    await rate(guest, 'Would you recommend us to a friend?', '5 stars');
    await guest.getByLabel('Comment (optional)').fill(comment);
    await guest.getByLabel('Name').fill('Ana');
    await snap(guest, 'feedback-phone-filled');
    await guest.getByRole('button', { name: 'Send feedback' }).click();
    await guest.getByRole('heading', { name: 'Thank you for your feedback!' }).waitFor();
    await snap(guest, 'feedback-phone-thanks');
    // the same link again: already sent
    await guest.reload();
    await guest.getByRole('heading', { name: 'Feedback already sent' }).waitFor();
    await phone.close();

    // The back office: the Feedback list holds it, with its invoice.
    await office.goto('/dashboard/feedback');
    const entry = office.getByTestId('feedback-entry').filter({ hasText: comment });
    await entry.waitFor();
    expect(await entry.getByText('5 out of 5').count()).toBe(1);
    await expectNoSeriousA11yViolations(office, 'feedback list');
    await snap(office, 'feedback-list');
    const search = office.waitForResponse((response) => response.url().includes('/api/v1/feedback/search'));
    await office.getByRole('textbox', { name: 'Search' }).fill(comment.slice(-14, -1));
    await office.getByRole('button', { name: 'Search', exact: true }).click();
    const found = (await (await search).json()) as TFeedbackEntry[];
    expect(found.map((row) => row.invoice_id)).toEqual([visit.invoiceId]);

    // The link of the entry opens its invoice, whose receipt shows the feedback beside the bill.
    await entry.first().getByTestId('feedback-invoice-link').click();
    await office.waitForURL(`**/dashboard/invoices?q=${visit.invoiceId}`);
    const row = office.getByRole('row').filter({ hasText: visit.invoiceId });
    await row.first().waitFor();
    await row
      .first()
      .getByRole('button', { name: `View receipt ${visit.invoiceId}` })
      .click();
    const dialog = office.getByRole('dialog');
    await dialog.getByTestId('invoice-feedback').getByText(comment).waitFor();
    await snap(office, 'feedback-invoice');

    // The dashboard's and the report's guest ratings count it.
    await office.setViewportSize({ width: 1366, height: 768 });
    await office.goto('/dashboard/home');
    await office.getByTestId('guest-ratings').getByTestId('feedback-average').waitFor();
    await snap(office, 'feedback-dashboard');
    await office.goto('/dashboard/reports');
    await office.getByTestId('guest-ratings').getByTestId('feedback-average').waitFor();
    await snap(office, 'feedback-reports');
    await staff.close();
  });

  it('speaks Arabic right to left on the phone', async () => {
    const staff = await newContext(browser);
    const office = await staff.newPage();
    await signIn(office, DEMO.admin.username, DEMO.admin.password, '/dashboard/home');
    const visit = await payAndReadReceipt(staff);
    await staff.close();
    const phone = await newContext(browser, { phone: true });
    const guest = await phone.newPage();
    await guest.addInitScript(() => localStorage.setItem('opentab.language', 'ar'));
    await guest.goto(visit.url.pathname);
    await guest.getByRole('heading', { name: 'قيّم زيارتك' }).waitFor();
    expect(await guest.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await expectNoSeriousA11yViolations(guest, 'feedback page in Arabic');
    await snap(guest, 'feedback-phone-ar');
    await phone.close();
  });
});
