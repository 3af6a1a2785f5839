import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataDir, launchBrowser, newContext, registerStore, snap, uniqueEmail } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * Ends a business's trial now, as the passing of 14 days would: the server reads tenants.access_until on
 * every call, so the next call answers 402 (the e2e server runs on SQLite in its data folder).
 */
function endTrial(email: string) {
  const db = new SqliteDatabase(path.join(dataDir(), 'opentab.sqlite'));
  try {
    const past = new Date(Date.now() - 1000).toISOString();
    const changed = db
      .prepare('update tenants set access_until = ? where email = ?')
      .run(past, email).changes;
    if (changed !== 1) throw new Error(`no tenant for ${email}`);
  } finally {
    db.close();
  }
}

describe('subscription billing with the local provider', () => {
  it('sign-up works in the trial; once it is over the POS lands on the inactive page; Subscribe brings it back', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const email = uniqueEmail('billing');
    await registerStore(page, { businessName: 'Trial Bistro', email: email, password: 'bistro-pass-1' });

    // the trial's card on the profile
    await page.goto('/dashboard/profile');
    // each text waited for with the context's 15 s: a poll's 1 s was too short for a page's first load in a busy CI run
    await page.getByText('Active', { exact: true }).waitFor();
    await page.getByText('Trial ends').waitFor();

    endTrial(email);
    await page.goto('/dashboard/pos');
    // the 402 page, with where the owner was: the checkout comes back there
    await page.waitForURL('**/dashboard/inactive-subscription?from=%2Fdashboard%2Fpos');
    await page.getByRole('heading', { name: 'Your subscription is inactive' }).waitFor();
    await page.getByText('$5', { exact: true }).waitFor();
    for (const feature of [
      'Unlimited Orders',
      'Monthly Renewals',
      'Unlimited Devices',
      'Live Kitchen Orders',
    ]) {
      expect(await page.getByText(feature).isVisible()).toBe(true);
    }
    await snap(page, 'billing-inactive-subscription');

    await page.getByRole('button', { name: 'Subscribe' }).click();
    await page.waitForURL('**/local-checkout?session=*');
    await page.getByText('Trial Bistro').waitFor();
    await snap(page, 'billing-local-checkout');
    await page.getByRole('button', { name: 'Pay $5' }).click();
    await page.waitForURL('**/success?returnPath=%2Fdashboard%2Fpos');
    await page.getByRole('button', { name: 'Continue' }).click();

    // back to work where the owner was, without signing out and in
    await page.getByRole('heading', { name: 'Point of Sale' }).waitFor();
    expect(page.url()).toContain('/dashboard/pos');

    // the profile's card: Active, renews a month on; cancelling ends access at once
    await page.goto('/dashboard/profile');
    await page.getByText('Renews at').waitFor();
    await snap(page, 'billing-profile-card');
    await page.getByRole('button', { name: 'Cancel Subscription' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel Subscription' }).click();
    await page.waitForURL('**/dashboard/inactive-subscription');
    await page.goto('/dashboard/pos');
    await page.waitForURL('**/dashboard/inactive-subscription?from=%2Fdashboard%2Fpos');
    await context.close();
  });

  it('a trial owner who subscribes is told about the trial, keeps it, and comes back to the profile', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const email = uniqueEmail('billing');
    await registerStore(page, { businessName: 'Early Bird Cafe', email: email, password: 'bistro-pass-1' });

    await page.goto('/dashboard/profile');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await page.waitForURL('**/dashboard/inactive-subscription?from=*');
    // the trial, not "inactive": its days and when the card is first charged
    await expect
      .poll(() => page.getByRole('heading', { name: 'Free trial: 14 days left' }).isVisible())
      .toBe(true);
    expect(await page.getByText(/first charged \$5 when the trial ends/).isVisible()).toBe(true);
    expect(await page.getByText('Your subscription is inactive').count()).toBe(0);
    await snap(page, 'billing-trial-subscribe');

    await page.getByRole('button', { name: 'Subscribe' }).click();
    await page.waitForURL('**/local-checkout?session=*');
    await page.getByRole('button', { name: 'Pay $5' }).click();
    await page.waitForURL('**/success?returnPath=*');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/dashboard/profile');
    // subscribed, and the trial's days kept: the first charge is at the trial's end, two weeks on
    await page.getByText('Renews at').waitFor();
    const renewsAt = Date.parse(
      (await page
        .getByText(/^\d{4}-\d{2}-\d{2}$/)
        .first()
        .textContent()) ?? '',
    );
    expect(renewsAt).toBeGreaterThan(Date.now() + 12 * 86_400_000);
    expect(renewsAt).toBeLessThan(Date.now() + 16 * 86_400_000);
    await context.close();
  });

  it('a cancelled checkout comes back to the cancelled page with a way to the profile', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const email = uniqueEmail('billing');
    await registerStore(page, { businessName: 'Undecided Cafe', email: email, password: 'bistro-pass-1' });
    endTrial(email);
    await page.goto('/dashboard/inactive-subscription');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await page.waitForURL('**/local-checkout?session=*');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL('**/cancelled-payment');
    await page.getByText('Payment Cancelled/Failed').waitFor();
    await page.getByRole('link', { name: 'Back to profile' }).click();
    await page.waitForURL('**/dashboard/profile');
    await context.close();
  });
});
