import type {
  TCreateOrderAndInvoiceResponse,
  TInvoiceDetailResponse,
  TReportResponse,
} from '@opentab/shared';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/accessibility.ts';
import {
  baseUrl,
  DEMO,
  E2E_DEMO_PASSWORD,
  launchBrowser,
  newContext,
  signIn,
  snap,
  uniqueEmail,
} from './support/browser.ts';
import { findVariant, posInit } from './support/menu.ts';

/**
 * Issue 23's refund in the browser: an invoice clerk refunds one line of a paid order, a manager approves with
 * their PIN, the credit note prints and the receipt view lists it, and the report shows the refund.
 */

const PIN = '4826';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function post<T>(context: BrowserContext, apiPath: string, data: unknown): Promise<T> {
  const answer = await context.request.post(`/api/v1${apiPath}`, { headers: { origin: baseUrl() }, data });
  expect(answer.status(), `${apiPath}: ${await answer.text()}`).toBe(200);
  return (await answer.json()) as T;
}

async function get<T>(context: BrowserContext, apiPath: string): Promise<T> {
  const answer = await context.request.get(`/api/v1${apiPath}`);
  expect(answer.status(), apiPath).toBe(200);
  return (await answer.json()) as T;
}

async function signedIn(username: string, landing: string) {
  const context = await newContext(browser, { viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  await signIn(page, username, E2E_DEMO_PASSWORD, landing);
  return { context, page };
}

async function addUser(owner: BrowserContext, name: string, userScopes: string[]) {
  const username = uniqueEmail(name.split(' ')[0]?.toLowerCase());
  await post(owner, '/users/add', { username, password: E2E_DEMO_PASSWORD, name, userScopes });
  return username;
}

describe('a refund', () => {
  it('refunds one line with a manager’s approval; the credit note prints and the report shows it', async () => {
    const owner = await signedIn(DEMO.admin.username, '/dashboard/home');
    const managerEmail = await addUser(owner.context, 'Rita Refunds', ['MANAGER']);
    const clerkEmail = await addUser(owner.context, 'Ivo Invoices', ['POS', 'INVOICES', 'REPORTS']);
    const manager = await signedIn(managerEmail, '/dashboard/profile');
    const pinCard = manager.page.locator('form').filter({ hasText: 'Set PIN' });
    await manager.page.getByLabel(/^PIN/).fill(PIN);
    await pinCard.getByLabel(/^Your Password/).fill(E2E_DEMO_PASSWORD);
    await pinCard.getByRole('button', { name: 'Set PIN' }).click();
    await manager.page.getByRole('button', { name: 'Change PIN' }).waitFor();

    // The clerk's till takes a paid order of two Espressos.
    const clerk = await signedIn(clerkEmail, '/dashboard/profile');
    const { item, variant } = await findVariant(clerk.context, 'Espresso', 'Double');
    const cash = (await posInit(clerk.context)).paymentTypes.find((type) => type.title === 'Cash');
    const paid = await post<TCreateOrderAndInvoiceResponse>(clerk.context, '/pos/create-order-and-invoice', {
      cart: [{ id: item.id, variant_id: variant.id, quantity: 2 }],
      deliveryType: 'takeaway',
      paymentTypeId: cash?.id,
    });
    const invoiceId = paid.invoiceId as string;
    const before = await get<TReportResponse>(clerk.context, '/reports?type=today');

    // On the Invoices screen, the clerk refunds one of the two.
    const page: Page = clerk.page;
    await page.goto('/dashboard/invoices');
    await page.getByRole('button', { name: `Refund ${invoiceId}` }).click();
    const dialog = page.getByRole('dialog', { name: /^Refund · Invoice No\./ });
    const quantity = dialog.getByRole('textbox', { name: /^Refund quantity of Espresso/ });
    await quantity.fill('1');
    await dialog.getByRole('textbox', { name: /Reason/ }).fill('Spilled');
    // the preview, by the shared rule: what one of the two was charged
    await expect.poll(() => dialog.getByTestId('refund-preview').textContent()).not.toMatch(/\D0\.00$/);
    await expectNoSeriousA11yViolations(page, 'refund-dialog-1366');
    await snap(page, 'refund-dialog-1366');
    await dialog.getByRole('button', { name: 'Refund' }).click();

    const approval = page.getByRole('dialog', { name: 'Manager approval' });
    await approval.getByRole('textbox', { name: /Manager username/ }).fill(managerEmail);
    await approval.getByLabel(/^PIN/).fill(PIN);
    const [popup] = await Promise.all([
      clerk.context.waitForEvent('page'),
      approval.getByRole('button', { name: 'Approve' }).click(),
    ]);

    // The credit note prints: its number, the invoice it credits, the line, the reason.
    const note = popup.getByTestId('credit-note-view');
    await note.waitFor();
    const printed = (await note.textContent()) ?? '';
    expect(printed).toMatch(/CREDIT NOTE \d+/);
    expect(printed).toContain('1 × Espresso');
    expect(printed).toContain('Reason: Spilled');
    expect(printed).toContain('approved by Rita Refunds');
    await snap(popup, 'credit-note-print');

    // The receipt view lists it; the invoice has what is left.
    const detail = await get<TInvoiceDetailResponse>(clerk.context, `/invoices/${invoiceId}`);
    expect(detail.refunds).toHaveLength(1);
    const refunded = detail.refunds[0]?.amount ?? 0;
    expect(refunded).toBeGreaterThan(0);
    expect(detail.lines[0]?.refundedQuantity).toBe(1);
    await page.bringToFront();
    const receipt = page.getByRole('dialog', { name: /^Receipt/ });
    await receipt.getByTestId('credit-note').filter({ hasText: 'Spilled' }).waitFor();
    await snap(page, 'invoice-credit-notes-1366');

    // The report gives the refund as its own figure.
    const after = await get<TReportResponse>(clerk.context, '/reports?type=today');
    expect(after.refundTotal).toBeCloseTo(before.refundTotal + refunded, 6);
    await page.goto('/dashboard/reports');
    const tile = page.getByTestId('report-tile').filter({ has: page.getByText('Refunds', { exact: true }) });
    await tile.waitFor();
    expect(await tile.textContent()).not.toContain('0.00');

    for (const context of [owner.context, manager.context, clerk.context]) await context.close();
  });
});
