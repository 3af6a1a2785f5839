import type { BrowserContext } from 'playwright-core';
import { expect } from 'vitest';
import { baseUrl } from './browser.ts';

type TPosInit = {
  menuItems: { id: string; title: string; variants: { id: string; title: string; price: number }[] }[];
  paymentTypes: { id: string; title: string }[];
};

/** The demo store's POS data (menu and active payment types), as the signed-in context reads it. */
export async function posInit(context: BrowserContext): Promise<TPosInit> {
  return (await (await context.request.get('/api/v1/pos/init')).json()) as TPosInit;
}

/** A variant of the demo menu, by item and variant title. */
export async function findVariant(context: BrowserContext, itemTitle: string, variantTitle: string) {
  const item = (await posInit(context)).menuItems.find((i) => i.title === itemTitle);
  const variant = item?.variants.find((v) => v.title === variantTitle);
  if (!item || !variant) throw new Error(`${itemTitle} ${variantTitle} is not on the demo menu`);
  return { item, variant };
}

/** What a manager does from Menu settings, through the same API: one variant's price goes up by `by`. */
export async function raiseVariantPrice(
  context: BrowserContext,
  itemTitle: string,
  variantTitle: string,
  by: number,
) {
  const { item, variant } = await findVariant(context, itemTitle, variantTitle);
  const answer = await context.request.post(`/api/v1/menu-items/variants/${item.id}/update/${variant.id}`, {
    headers: { origin: baseUrl() },
    data: { title: variant.title, price: variant.price + by },
  });
  expect(answer.status()).toBe(200);
}
