import {
  MSG,
  REFUND_MSG,
  type TCreateOrderAndInvoiceResponse,
  type TInvoiceDetailResponse,
  type TProfileResponse,
  type TStoreSettingResponse,
} from '@opentab/shared';
import { readCatalog } from '@opentab/shared/catalogs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addStaff,
  createTestApp,
  PASSWORD,
  signUpTenant,
  TestClient,
  type TTestApp,
} from '../test/harness.ts';
import { burgerAndWater, shopWithMenu } from '../test/order-shop.ts';
import { setQrFlags } from '../test/qr.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const inLanguage = (language: string, english: string) => readCatalog(language)[english];

async function wrongPasswordIn(acceptLanguage: string) {
  const owner = await signUpTenant(t.app, 'Wrong Password Cafe');
  return new TestClient(t.app).request(
    'POST',
    '/api/v1/auth/signin',
    { username: owner.username, password: 'not-the-password' },
    { 'accept-language': acceptLanguage },
  );
}

describe("answers in the caller's language (issue 24)", () => {
  it('answers a wrong-password sign-in in Spanish to Accept-Language: es, with the same status', async () => {
    const spanish = inLanguage('es', MSG.invalidCredentials);
    expect(spanish).toBeTruthy();
    expect(spanish).not.toBe(MSG.invalidCredentials);
    const res = await wrongPasswordIn('es');
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(spanish);
    expect(res.headers['content-language']).toBe('es');
  });

  it('picks the first language it speaks from the header, by region too, and English for the rest', async () => {
    expect((await wrongPasswordIn('zh-CN, ko;q=0.8, en;q=0.5')).body.message).toBe(
      inLanguage('ko', MSG.invalidCredentials),
    );
    expect((await wrongPasswordIn('pt-PT')).body.message).toBe(inLanguage('pt-BR', MSG.invalidCredentials));
    expect((await wrongPasswordIn('de-AT;q=0, ar')).body.message).toBe(
      inLanguage('ar', MSG.invalidCredentials),
    );
    const unknown = await wrongPasswordIn('zh-CN');
    expect(unknown.body.message).toBe(MSG.invalidCredentials);
    expect(unknown.headers['content-language']).toBeUndefined();
  });

  it("keeps a signed-in user's own language on every device, over the header", async () => {
    const owner = await signUpTenant(t.app, 'Sprache Bistro');
    const saved = await owner.client.post('/api/v1/profile/update', { name: 'Greta', language: 'de' });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe(inLanguage('de', MSG.profileUpdated));
    expect((await owner.client.get<TProfileResponse>('/api/v1/profile')).body.user.language).toBe('de');

    // another device signs in and is told the language; its refusals are German whatever it asks for
    const tablet = new TestClient(t.app);
    const signin = await tablet.request(
      'POST',
      '/api/v1/auth/signin',
      { username: owner.username, password: PASSWORD },
      { 'accept-language': 'fr' },
    );
    expect(signin.body).toMatchObject({ user: { language: 'de' } });
    const invalid = await tablet.request(
      'POST',
      '/api/v1/profile/update',
      { name: '' },
      { 'accept-language': 'fr' },
    );
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toBe(inLanguage('de', 'Please provide name!'));

    // null goes back to the store's language
    await owner.client.post('/api/v1/profile/update', { name: 'Greta', language: null });
    expect((await owner.client.get<TProfileResponse>('/api/v1/profile')).body.user.language).toBeNull();
  });

  it('refuses a language it does not speak with a clear message, and changes nothing', async () => {
    const owner = await signUpTenant(t.app, 'Klingon Diner');
    await owner.client.post('/api/v1/profile/update', { name: 'Kor', language: 'ja' });
    const res = await owner.client.post('/api/v1/profile/update', { name: 'Someone Else', language: 'tlh' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(inLanguage('ja', MSG.unknownLanguage));
    const { user } = (await owner.client.get<TProfileResponse>('/api/v1/profile')).body;
    expect(user).toMatchObject({ name: 'Kor', language: 'ja' });
  });

  it("speaks the store's language to users without their own, in that store only", async () => {
    const owner = await signUpTenant(t.app, 'Izakaya');
    const rival = await signUpTenant(t.app, 'Rival Izakaya');
    const cashier = await addStaff(t, owner.tenantId, 'POS');
    // a cashier may not change the store's settings
    expect((await cashier.client.post('/api/v1/settings/store-setting', { storeName: 'X' })).status).toBe(
      403,
    );

    const settings = (await owner.client.get<TStoreSettingResponse>('/api/v1/settings/store-setting')).body;
    expect(settings.language).toBe('en');
    const { storeName, address, phone, email, currency, isQRMenuEnabled, isQROrderEnabled } = settings;
    const save = await owner.client.post('/api/v1/settings/store-setting', {
      ...{ storeName, address, phone, email, currency, isQRMenuEnabled, isQROrderEnabled },
      language: 'ja',
    });
    expect(save.status).toBe(200);
    expect(
      (await owner.client.get<TStoreSettingResponse>('/api/v1/settings/store-setting')).body.language,
    ).toBe('ja');
    const profile = (await cashier.client.get<TProfileResponse>('/api/v1/profile')).body;
    expect(profile).toMatchObject({ user: { language: null }, storeLanguage: 'ja' });
    const refused = await cashier.client.post('/api/v1/profile/update', { name: '' });
    expect(refused.body.message).toBe(inLanguage('ja', 'Please provide name!'));
    // the other store still speaks English
    expect((await rival.client.post('/api/v1/profile/update', { name: '' })).body.message).toBe(
      'Please provide name!',
    );
  });
});

/** A shop whose owner's answers come in `language`, and a paid invoice of a burger and two waters. */
async function shopSpeaking(name: string, language: string | null) {
  const shop = await shopWithMenu(t, name);
  expect((await shop.client.post('/api/v1/profile/update', { name: 'Owner', language })).status).toBe(200);
  const paid = await shop.client.post<TCreateOrderAndInvoiceResponse>(
    '/api/v1/pos/create-order-and-invoice',
    {
      ...burgerAndWater(shop.menu),
      paymentTypeId: shop.menu.cash,
    },
  );
  expect(paid.status).toBe(200);
  const invoiceId = paid.body.invoiceId as string;
  const detail = await shop.client.get<TInvoiceDetailResponse>(`/api/v1/invoices/${invoiceId}`);
  const water = detail.body.lines.find((line) => line.title === 'Water');
  const refundWater = (quantity: number) =>
    shop.client.post<{ message: string; creditNote?: { creditNoteNumber: number } }>(
      `/api/v1/invoices/${invoiceId}/refund`,
      {
        reason: 'Cold food',
        paymentTypeId: shop.menu.cash,
        lines: [{ orderItemId: water?.orderItemId, quantity }],
      },
    );
  return { ...shop, refundWater };
}

describe('messages with values, in the caller\'s language (issue 24, ARCHITECTURE.md "Server messages")', () => {
  it('refuses a refund over the paid quantity in German to a German user, the item and quantity in place', async () => {
    const german = await shopSpeaking('Brauhaus', 'de');
    const over = await german.refundWater(3);
    expect(over.status).toBe(400);
    expect(over.body.message).toBe('Nur noch 2 von Water können erstattet werden!');
    expect(over.headers['content-language']).toBe('de');
    // a success with a value: the credit note's number in the German sentence
    const done = await german.refundWater(2);
    expect(done.status).toBe(200);
    expect(done.body.message).toBe(`Erstattet: Gutschrift ${done.body.creditNote?.creditNoteNumber}`);
  });

  it('answers an English caller the English it always did, values in place', async () => {
    const english = await shopSpeaking('Pub', null);
    const over = await english.refundWater(3);
    expect([over.status, over.body.message]).toEqual([400, 'Only 2 of Water can still be refunded!']);
    expect(over.headers['content-language']).toBeUndefined();
    const done = await english.refundWater(1);
    expect(done.body.message).toBe(`Refunded: credit note ${done.body.creditNote?.creditNoteNumber}`);
    expect(REFUND_MSG.refunded).toBe('Refunded: credit note {creditNote}');
  });

  it('tells a German diner on the QR menu that an item is off the menu, by its name', async () => {
    const shop = await shopWithMenu(t, 'Imbiss');
    const code = await setQrFlags(t.db, shop.tenantId, { menu: true, order: true });
    await shop.client.request('PATCH', `/api/v1/menu-items/change-visibility/${shop.menu.burger}`, {
      isEnabled: false,
    });
    const order = { cartItems: [{ id: shop.menu.burger, quantity: 1 }], customerType: 'WALKIN' };
    const diner = (acceptLanguage: string) =>
      new TestClient(t.app).request('POST', `/api/v1/qrmenu/${code}/place-order`, order, {
        'accept-language': acceptLanguage,
      });
    const german = await diner('de-DE,de;q=0.9');
    expect([german.status, german.body.message]).toEqual([400, 'Burger ist gerade nicht verfügbar!']);
    const english = await diner('en-GB');
    expect([english.status, english.body.message]).toEqual([400, 'Burger is not available right now!']);
    expect(inLanguage('de', MSG.itemUnavailable)).toBe('{title} ist gerade nicht verfügbar!');
  });
});
