import type { TAuditEntryResponse } from '@opentab/shared';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/accessibility.ts';
import { baseUrl, DEMO, launchBrowser, newContext, PHONE, signIn, snap } from './support/browser.ts';

/** Issue 23's audit log in the browser: a tax change shows with who made it, before and after, filtered. */

let browser: Browser;
let owner: BrowserContext;
let page: Page;
beforeAll(async () => {
  browser = await launchBrowser();
  owner = await newContext(browser);
  page = await owner.newPage();
  await signIn(page, DEMO.admin.username, DEMO.admin.password, '/dashboard/home');
});
afterAll(async () => {
  await browser?.close();
});

async function post(apiPath: string, data: unknown) {
  const answer = await owner.request.post(`/api/v1${apiPath}`, { headers: { origin: baseUrl() }, data });
  expect(answer.status(), `${apiPath}: ${await answer.text()}`).toBe(200);
  return (await answer.json()) as { id?: string };
}

describe('the audit log', () => {
  it('shows a tax change with who made it, before and after, filtered by action, on a desk and a phone', async () => {
    const title = `Audit tax ${Date.now() % 100_000}`;
    const { id } = await post('/settings/taxes/add', { title, rate: 5, type: 'exclusive' });
    await post(`/settings/taxes/${id}/update`, { title, rate: 6.5, type: 'exclusive' });

    await page.goto('/dashboard/audit-log');
    const row = page.getByRole('row').filter({ hasText: 'Tax changed' }).filter({ hasText: title });
    await row.waitFor();
    expect(await row.textContent()).toContain('rate: 5 → 6.5');
    expect(await row.textContent()).toContain('Dana Owner');

    await page.getByRole('combobox', { name: 'Action' }).click();
    const asked = page.waitForResponse((response) => response.url().includes('action=tax.update'));
    await page.getByRole('option', { name: 'Tax changed' }).click();
    const entries = (await (await asked).json()) as TAuditEntryResponse[];
    expect(entries.every((entry) => entry.action === 'tax.update')).toBe(true);
    await expect.poll(() => page.getByRole('row').filter({ hasText: 'Tax added' }).count()).toBe(0);
    await expectNoSeriousA11yViolations(page, 'audit-log-1280');
    await snap(page, 'audit-log-1280');

    await page.setViewportSize(PHONE);
    await page.getByText(`rate: 5 → 6.5`).first().waitFor();
    await expectNoSeriousA11yViolations(page, 'audit-log-390');
    await snap(page, 'audit-log-390');
  });
});
