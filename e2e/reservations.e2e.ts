import { fromZonedDateTimeInput, toZonedDateTimeInput } from '@opentab/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, registerStore, snap, uniqueEmail } from './support/browser.ts';

const STORE_ZONE = 'Pacific/Kiritimati';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function register(page: Page, business: string) {
  await registerStore(page, {
    businessName: business,
    email: uniqueEmail('reservations'),
    password: 'reservations-pass-1',
  });
}

describe('reservations in the browser', () => {
  it('books a reservation for a new customer and finds it under Today', async () => {
    // The device keeps Los Angeles time, the store Kiritimati's (22 hours ahead): every time on the screen
    // and in the picker must be the store's.
    const context = await newContext(browser, { timezoneId: 'America/Los_Angeles' });
    const page = await context.newPage();
    await register(page, 'Reservation Bistro');
    const store = (await page.request.get('/api/v1/settings/store-setting')).json();
    const saved = await page.request.post('/api/v1/settings/store-setting', {
      headers: { origin: new URL(page.url()).origin },
      data: { ...(await store), timeZone: STORE_ZONE },
    });
    expect(saved.status()).toBe(200);

    await page.goto('/dashboard/reservation');
    await page.getByText('No Results found! Change the Filter!').waitFor();
    await page.getByRole('button', { name: 'New' }).click();
    const add = page.getByRole('dialog', { name: 'Add Reservation' });

    // The customer picker: nobody found, so a new customer is created from it.
    await add.getByRole('button', { name: /^Customer\b/ }).click();
    const search = page.getByRole('dialog', { name: 'Search Customer' });
    await search.getByLabel('Search by phone or name').fill('Hedy');
    await search.getByRole('button', { name: 'Search' }).click();
    await search.getByText('No result found!').waitFor();
    await search.getByRole('button', { name: 'New Customer' }).click();
    const customer = page.getByRole('dialog', { name: 'Add Customer' });
    await customer.getByLabel('Phone').fill('5550123');
    await customer.getByLabel('Name').fill('Hedy Lamarr');
    await customer.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(() => add.getByTestId('reservation-customer').textContent())
      .toBe('Hedy Lamarr (5550123)');

    // A few minutes from now on the store's clock: the picker's earliest choice is the store's now.
    const picker = add.getByLabel('Date & Time');
    const storeNow = (await picker.getAttribute('min')) ?? '';
    expect(storeNow).toBe(toZonedDateTimeInput(new Date(), STORE_ZONE));
    const later = toZonedDateTimeInput(
      new Date((fromZonedDateTimeInput(storeNow, STORE_ZONE)?.getTime() ?? 0) + 3 * 60_000),
      STORE_ZONE,
    );
    await picker.fill(later);
    await add.getByLabel('People Count').fill('3');
    await add.getByLabel('Notes').fill('Window seat');
    await add.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Reservation added!').first().waitFor();

    // Listed under Today (the filter the screen starts at), and found by its code.
    const card = page.getByTestId('reservation-card').filter({ hasText: 'Hedy Lamarr' });
    await card.waitFor();
    expect(await card.textContent()).toContain('3 people');
    // shown at the picked time on the store's clock, not the device's
    expect(await card.textContent()).toContain(
      `${Number(later.slice(11, 13)) % 12 || 12}:${later.slice(14, 16)}`,
    );
    expect(await page.getByRole('button', { name: 'Filters: Today' }).count()).toBe(1);
    const code = /Code ([0-9A-Z]{10})/.exec((await card.textContent()) ?? '')?.[1];
    expect(code).toBeDefined();
    await page.getByLabel('Search reservations').fill(` ${code?.toLowerCase()} `);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page
      .getByRole('region', { name: 'Search results' })
      .getByTestId('reservation-card')
      .filter({ hasText: 'Hedy Lamarr' })
      .waitFor();
    await snap(page, 'reservations-today');
    await context.close();
  });
});
