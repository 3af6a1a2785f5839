import type { TCreateOrderAndInvoiceResponse, TInvoiceOrdersResponse } from '@opentab/shared';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, DEMO, launchBrowser, newContext, signIn, snap, stubPrint } from './support/browser.ts';
import { findVariant, posInit, raiseVariantPrice } from './support/menu.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('invoices in the back office', () => {
  it('reprints a past invoice with what was charged, after the menu price went up', async () => {
    const context = await newContext(browser);
    await stubPrint(context);
    const page = await context.newPage();
    await signIn(page, DEMO.admin.username, DEMO.admin.password, '/dashboard/home');

    // A paid order taken at the POS (same call as its Pay first button), then a price rise on the menu.
    const { item, variant } = await findVariant(context, 'Espresso', 'Double');
    const cash = (await posInit(context)).paymentTypes.find((type) => type.title === 'Cash');
    const created = await context.request.post('/api/v1/pos/create-order-and-invoice', {
      headers: { origin: baseUrl() },
      data: {
        cart: [{ id: item.id, quantity: 2, variant_id: variant.id }],
        deliveryType: 'takeaway',
        paymentTypeId: cash?.id,
      },
    });
    expect(created.status()).toBe(200);
    const paid = (await created.json()) as TCreateOrderAndInvoiceResponse;
    await raiseVariantPrice(context, 'Espresso', 'Double', 3);

    await page.goto('/dashboard/invoices');
    await page.getByRole('button', { name: /Filters: Today/ }).waitFor();
    const row = page.getByRole('row').filter({ hasText: paid.invoiceId });
    await row.waitFor();
    expect(await row.getByText('WALKIN').count()).toBe(1);
    expect(await row.getByText('N/A').count()).toBe(1);
    await snap(page, 'invoices');

    // View receipt: the orders as charged, from the snapshots.
    const charged = page.waitForResponse((response) => response.url().endsWith('/api/v1/invoices/orders'));
    await row.getByRole('button', { name: `View receipt ${paid.invoiceId}` }).click();
    const summary = (await (await charged).json()) as TInvoiceOrdersResponse;
    expect(summary.total).toBe(paid.payableTotal);
    expect(summary.orders[0]?.items[0]?.unit_price).toBe(variant.price);
    const dialog = page.getByRole('dialog', { name: 'Receipt' });
    await dialog.getByText(`2 × ${item.title}`).waitFor();
    await snap(page, 'invoices-receipt');

    // Print: the receipt window of the invoice, printed by itself.
    const [receipt] = await Promise.all([
      page.waitForEvent('popup'),
      dialog.getByRole('button', { name: 'Print' }).click(),
    ]);
    expect(new URL(receipt.url()).searchParams.get('invoiceId')).toBe(paid.invoiceId);
    await receipt.getByText(item.title).first().waitFor();
    await expect
      .poll(() => receipt.evaluate(() => (window as Window & { printed?: boolean }).printed))
      .toBe(true);
    await snap(receipt, 'invoices-reprint');

    // The price rise stays on the menu, not on the past bill.
    await raiseVariantPrice(context, 'Espresso', 'Double', -3);
    await context.close();
  });
});
