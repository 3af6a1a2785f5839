import { APPROVAL_MSG, type TCreateOrderResponse } from '@opentab/shared';
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
import { findVariant } from './support/menu.ts';

/**
 * Issue 23's void with a manager's approval: a cashier voids a line the kitchen started, a manager approves
 * with the PIN they set on their profile, the kitchen's ticket shows the line void live, the audit log lists it.
 */

/** The polling fallback refetches every 10 s; a change seen sooner came over the live link. */
const LIVE_WITHIN_MS = 5000;
const PIN = '2580';

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

async function signedIn(username: string, landing: string, viewport = { width: 1366, height: 768 }) {
  const context = await newContext(browser, { viewport });
  const page = await context.newPage();
  await signIn(page, username, E2E_DEMO_PASSWORD, landing);
  return { context, page };
}

/** The kitchen ticket of a token. */
const ticketOf = (page: Page, token: number) =>
  page
    .getByTestId('kitchen-order')
    .filter({ has: page.getByTestId('kitchen-token').getByText(String(token), { exact: true }) });

describe('a void the kitchen started', () => {
  it('needs a manager: the cashier gives a reason, a manager types their PIN, the kitchen sees it void', async () => {
    // The owner adds a manager, who sets an approval PIN on their profile.
    const owner = await signedIn(DEMO.admin.username, '/dashboard/home');
    const managerEmail = uniqueEmail('manager');
    await post(owner.context, '/users/add', {
      username: managerEmail,
      password: E2E_DEMO_PASSWORD,
      name: 'Mia Manager',
      userScopes: ['MANAGER'],
    });
    const manager = await signedIn(managerEmail, '/dashboard/profile');
    const pinCard = manager.page.locator('form').filter({ hasText: 'Set PIN' });
    await manager.page.getByLabel(/^PIN/).fill(PIN);
    await pinCard.getByLabel(/^Your Password/).fill(E2E_DEMO_PASSWORD);
    await pinCard.getByRole('button', { name: 'Set PIN' }).click();
    await manager.page.getByRole('button', { name: 'Change PIN' }).waitFor();
    await snap(manager.page, 'profile-pin-1366');

    // The cashier sends an Espresso; the kitchen starts making it.
    const cashier = await signedIn(DEMO.cashier.username, '/dashboard/home', { width: 768, height: 1024 });
    const { item, variant } = await findVariant(cashier.context, 'Espresso', 'Double');
    const { tokenNo } = await post<TCreateOrderResponse>(cashier.context, '/pos/create-order', {
      cart: [{ id: item.id, variant_id: variant.id, quantity: 1 }],
      deliveryType: 'takeaway',
    });
    const kitchen = await signedIn(DEMO.kitchen.username, '/dashboard/profile');
    await openLive(kitchen.page, '/dashboard/kitchen');
    const ticket = ticketOf(kitchen.page, tokenNo);
    await ticket.getByRole('button', { name: /^Start Making: 1 × Espresso/ }).click();
    await ticket.getByRole('button', { name: /^Complete: 1 × Espresso/ }).waitFor();

    // The cashier voids it from the Orders screen, on a tablet: a reason, then a manager.
    await openLive(cashier.page, '/dashboard/orders');
    const card = cashier.page.locator(
      `[data-testid="order-group"][aria-label="Dine Out / Delivery, Token ${tokenNo}"]`,
    );
    await card.getByRole('button', { name: 'Set status of Espresso' }).click();
    await cashier.page.getByRole('menuitem', { name: 'Cancel', exact: true }).click();
    const reasons = cashier.page.getByRole('dialog', { name: 'Void Item' });
    await reasons.getByRole('radio', { name: 'Burnt' }).check();
    await expectNoSeriousA11yViolations(cashier.page, 'void-reason-768');
    await snap(cashier.page, 'void-reason-768');
    await reasons.getByRole('button', { name: 'Void' }).click();

    const approval = cashier.page.getByRole('dialog', { name: 'Manager approval' });
    await approval.getByRole('alert').filter({ hasText: APPROVAL_MSG.approvalRequired }).waitFor();
    await expectNoSeriousA11yViolations(cashier.page, 'approval-dialog-768');
    await snap(cashier.page, 'approval-dialog-768');
    await approval.getByRole('textbox', { name: /Manager username/ }).fill(managerEmail);
    await approval.getByLabel(/^PIN/).fill('0000');
    await approval.getByRole('button', { name: 'Approve' }).click();
    await approval.getByRole('alert').filter({ hasText: APPROVAL_MSG.approvalRefused }).waitFor();
    await approval.getByLabel(/^PIN/).fill(PIN);
    const voidedAt = Date.now();
    await approval.getByRole('button', { name: 'Approve' }).click();
    await cashier.page.getByRole('dialog', { name: 'Success' }).waitFor();

    // The kitchen's ticket shows the line void, over the live link.
    await kitchen.page.bringToFront();
    const voided = ticket.locator('[data-testid="kitchen-item"][data-void="true"]');
    await voided.waitFor({ timeout: LIVE_WITHIN_MS });
    expect(Date.now() - voidedAt).toBeLessThan(LIVE_WITHIN_MS + 1000);
    expect(await voided.textContent()).toContain('Void');
    await snap(kitchen.page, 'kitchen-void-1366');

    // The audit log (the owner's, and the manager's too) lists the void, the approval and the refusal.
    await owner.page.goto('/dashboard/audit-log');
    const voidRow = owner.page
      .getByRole('row')
      .filter({ hasText: 'Item voided' })
      .filter({ hasText: 'Burnt' });
    await voidRow.first().waitFor();
    expect(await voidRow.first().textContent()).toContain('Mia Manager');
    await owner.page.getByRole('row').filter({ hasText: 'Approval granted' }).first().waitFor();
    await owner.page.getByRole('row').filter({ hasText: 'Approval refused' }).first().waitFor();
    await manager.page.goto('/dashboard/audit-log');
    await manager.page.getByRole('row').filter({ hasText: 'Item voided' }).first().waitFor();

    for (const context of [owner.context, manager.context, cashier.context, kitchen.context]) {
      await context.close();
    }
  });
});
