import { MSG, type TCategoryResponse, type TMenuItemResponse, type TQrMenuResponse } from '@opentab/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectGuarded, expectNotFound } from '../../test/guards.ts';
import { addStaff, createTestApp, signUpTenant, TestClient, type TTestApp } from '../../test/harness.ts';
import { setQrFlags } from '../../test/qr.ts';

/** Issue 24: menu content's titles in other languages, edited in the menu calls, read by the POS and QR menu. */
const ITEMS = '/api/v1/menu-items';
const CATEGORIES = '/api/v1/settings/categories';

let t: TTestApp;
let owner: TestClient;
let ownerTenant: string;
let other: TestClient;
let staff: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  const a = await signUpTenant(t.app, 'Polyglot Pizzeria');
  owner = a.client;
  ownerTenant = a.tenantId;
  other = (await signUpTenant(t.app, 'Other Pizzeria')).client;
  staff = (await addStaff(t, a.tenantId, 'POS')).client;
});
afterAll(async () => {
  await t.close();
});

/** The body of a 200 (an add's `{ id }` unless told otherwise). */
async function ok<T = { id: string }>(res: Promise<{ status: number; body: unknown }>): Promise<T> {
  const answer = await res;
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as T;
}

const item = async (client: TestClient, id: string) => ok<TMenuItemResponse>(client.get(`${ITEMS}/${id}`));
const category = async (client: TestClient, id: string) =>
  (await ok<TCategoryResponse[]>(client.get(CATEGORIES))).find((c) => c.id === id);

describe('menu translations', () => {
  it('stores, answers, keeps when absent and removes with a blank title', async () => {
    const { id: categoryId } = await ok(
      owner.post(`${CATEGORIES}/add`, {
        title: 'Pizza',
        translations: { de: { title: ' Pizzen ' }, ja: { title: 'ピザ' }, es: { title: '' } },
      }),
    );
    expect(await category(owner, categoryId)).toMatchObject({
      title: 'Pizza',
      translations: { de: { title: 'Pizzen' }, ja: { title: 'ピザ' } },
    });

    const { id } = await ok(
      owner.post(`${ITEMS}/add`, {
        title: 'Large Margherita',
        price: 12,
        categoryId,
        translations: { de: { title: 'Große Margherita' }, ar: { title: 'مارغريتا كبيرة' } },
      }),
    );
    const added = await item(owner, id);
    expect(added.translations).toEqual({
      de: { title: 'Große Margherita' },
      ar: { title: 'مارغريتا كبيرة' },
    });
    expect(added.category_translations).toEqual({ de: { title: 'Pizzen' }, ja: { title: 'ピザ' } });

    // An update without translations keeps them; one with a blank title drops that language.
    await ok(owner.post(`${ITEMS}/update/${id}`, { title: 'Large Margherita', price: 13, categoryId }));
    expect((await item(owner, id)).translations).toEqual(added.translations);
    await ok(
      owner.post(`${ITEMS}/update/${id}`, {
        title: 'Large Margherita',
        price: 13,
        categoryId,
        translations: { de: { title: 'Große Margherita' }, ar: { title: '  ' } },
      }),
    );
    expect((await item(owner, id)).translations).toEqual({ de: { title: 'Große Margherita' } });

    await ok(owner.post(`${CATEGORIES}/${categoryId}/update`, { title: 'Pizza' }));
    expect((await category(owner, categoryId))?.translations).toEqual({
      de: { title: 'Pizzen' },
      ja: { title: 'ピザ' },
    });
    await ok(owner.post(`${CATEGORIES}/${categoryId}/update`, { title: 'Pizza', translations: {} }));
    expect((await category(owner, categoryId))?.translations).toBeUndefined();
  });

  it.each(['variants', 'addons'] as const)('stores %s translations', async (kind) => {
    const { id: itemId } = await ok(owner.post(`${ITEMS}/add`, { title: 'Coffee', price: 3 }));
    const { id } = await ok(
      owner.post(`${ITEMS}/${kind}/${itemId}/add`, {
        title: 'Oat milk',
        price: 0.5,
        translations: { fr: { title: "Lait d'avoine" }, ko: { title: '귀리 우유' } },
      }),
    );
    expect((await item(owner, itemId))[kind]).toEqual([
      {
        id,
        title: 'Oat milk',
        price: 0.5,
        translations: { fr: { title: "Lait d'avoine" }, ko: { title: '귀리 우유' } },
      },
    ]);
    await ok(owner.post(`${ITEMS}/${kind}/${itemId}/update/${id}`, { title: 'Oat milk', price: 0.6 }));
    expect((await item(owner, itemId))[kind][0]?.translations).toEqual({
      fr: { title: "Lait d'avoine" },
      ko: { title: '귀리 우유' },
    });
    await ok(
      owner.post(`${ITEMS}/${kind}/${itemId}/update/${id}`, {
        title: 'Oat milk',
        price: 0.6,
        translations: { 'pt-BR': { title: 'Leite de aveia' } },
      }),
    );
    expect((await item(owner, itemId))[kind][0]?.translations).toEqual({
      'pt-BR': { title: 'Leite de aveia' },
    });
  });

  it('carries them to the POS and the QR menu, while order lines keep the stored title', async () => {
    const { id: categoryId } = await ok(
      owner.post(`${CATEGORIES}/add`, { title: 'Drinks', translations: { de: { title: 'Getränke' } } }),
    );
    const { id } = await ok(
      owner.post(`${ITEMS}/add`, {
        title: 'Lemonade',
        price: 4,
        categoryId,
        translations: { de: { title: 'Limonade' } },
      }),
    );
    const init = await ok<{ categories: TCategoryResponse[]; menuItems: TMenuItemResponse[] }>(
      staff.get('/api/v1/pos/init'),
    );
    expect(init.categories.find((c) => c.id === categoryId)?.translations).toEqual({
      de: { title: 'Getränke' },
    });
    expect(init.menuItems.find((m) => m.id === id)).toMatchObject({
      title: 'Lemonade',
      translations: { de: { title: 'Limonade' } },
      category_translations: { de: { title: 'Getränke' } },
    });

    const code = await setQrFlags(t.db, ownerTenant, { menu: true, order: false });
    const menu = await ok<TQrMenuResponse>(new TestClient(t.app).get(`/api/v1/qrmenu/${code}`));
    expect(menu.categories.find((c) => c.id === categoryId)?.translations).toEqual({
      de: { title: 'Getränke' },
    });
    expect(menu.menuItems.find((m) => m.id === id)).toMatchObject({
      title: 'Lemonade',
      translations: { de: { title: 'Limonade' } },
      category_translations: { de: { title: 'Getränke' } },
    });
  });

  it.each([
    [{ de: { title: 'x'.repeat(101) } }, MSG.titleTooLong],
    [{ xx: { title: 'Pizza' } }, MSG.unknownLanguage],
    [{ en: { title: 'Pizza' } }, MSG.unknownLanguage],
    [{ de: 'Pizza' }, MSG.invalidTranslations],
    [{ de: { title: 'Pizza', description: 'Lecker' } }, MSG.invalidTranslations],
    [{ de: { title: 5 } }, MSG.invalidTranslations],
    [['Pizza'], MSG.invalidTranslations],
    [{ de: { title: 'Piz\u0000za' } }, MSG.removeControlCharacters],
  ])('refuses translations %j with 400 and changes nothing', async (translations, message) => {
    const { id: categoryId } = await ok(
      owner.post(`${CATEGORIES}/add`, { title: 'Kept', translations: { es: { title: 'Guardada' } } }),
    );
    const { id: itemId } = await ok(
      owner.post(`${ITEMS}/add`, { title: 'Kept', price: 1, translations: { es: { title: 'Guardado' } } }),
    );
    const { id: variantId } = await ok(
      owner.post(`${ITEMS}/variants/${itemId}/add`, { title: 'Kept', price: 1 }),
    );
    const calls = [
      [`${CATEGORIES}/add`, { title: 'New' }],
      [`${CATEGORIES}/${categoryId}/update`, { title: 'Changed' }],
      [`${ITEMS}/add`, { title: 'New', price: 1 }],
      [`${ITEMS}/update/${itemId}`, { title: 'Changed', price: 2 }],
      [`${ITEMS}/variants/${itemId}/add`, { title: 'New', price: 1 }],
      [`${ITEMS}/addons/${itemId}/add`, { title: 'New', price: 1 }],
      [`${ITEMS}/variants/${itemId}/update/${variantId}`, { title: 'Changed', price: 2 }],
    ] as const;
    for (const [url, body] of calls) {
      const res = await owner.post(url, { ...body, translations });
      expect([res.status, res.body.message], url).toEqual([400, message]);
    }
    expect(await category(owner, categoryId)).toMatchObject({
      title: 'Kept',
      translations: { es: { title: 'Guardada' } },
    });
    const kept = await item(owner, itemId);
    expect(kept).toMatchObject({ title: 'Kept', price: 1, translations: { es: { title: 'Guardado' } } });
    expect(kept.variants).toEqual([{ id: variantId, title: 'Kept', price: 1 }]);
    expect(kept.addons).toEqual([]);
  });

  it("keeps another tenant's menu out of reach", async () => {
    const { id: categoryId } = await ok(owner.post(`${CATEGORIES}/add`, { title: 'Private' }));
    const { id: itemId } = await ok(owner.post(`${ITEMS}/add`, { title: 'Private', price: 1 }));
    const { id: addonId } = await ok(owner.post(`${ITEMS}/addons/${itemId}/add`, { title: 'Private' }));
    const translations = { de: { title: 'Übernommen' } };
    await expectNotFound(other, {
      method: 'POST',
      url: `${CATEGORIES}/${categoryId}/update`,
      body: { title: 'Taken', translations },
    });
    await expectNotFound(other, {
      method: 'POST',
      url: `${ITEMS}/update/${itemId}`,
      body: { title: 'Taken', price: 1, translations },
    });
    await expectNotFound(other, {
      method: 'POST',
      url: `${ITEMS}/addons/${itemId}/update/${addonId}`,
      body: { title: 'Taken', translations },
    });
    expect((await category(owner, categoryId))?.translations).toBeUndefined();
    const kept = await item(owner, itemId);
    expect(kept.translations).toBeUndefined();
    expect(kept.addons[0]?.translations).toBeUndefined();
    expect((await ok<TMenuItemResponse[]>(other.get(ITEMS))).map((m) => m.id)).not.toContain(itemId);
  });

  it.each([
    { method: 'POST', url: `${CATEGORIES}/add`, body: { title: 'X', translations: { de: { title: 'Y' } } } },
    {
      method: 'POST',
      url: `${ITEMS}/update/item`,
      body: { title: 'X', price: 1, translations: { de: { title: 'Y' } } },
    },
    {
      method: 'POST',
      url: `${ITEMS}/variants/item/add`,
      body: { title: 'X', translations: { de: { title: 'Y' } } },
    },
  ] as const)('guards $method $url', async (call) => {
    await expectGuarded(t, staff, call);
  });
});
