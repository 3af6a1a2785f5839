import { existsSync } from 'node:fs';
import { MSG, type TMenuItemResponse, type TStoreSettingResponse } from '@opentab/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectGuarded } from '../../test/guards.ts';
import {
  addStaff,
  createTestApp,
  signUpTenant,
  TEST_ORIGIN,
  type TestClient,
  type TTestApp,
} from '../../test/harness.ts';
import { postMultipart } from '../../test/multipart.ts';
import { insertOrder } from '../../test/orders.ts';
import { storedImagePath } from '../uploads/image-store.ts';

const URL = '/api/v1/settings/store-setting';

let t: TTestApp;
let owner: TestClient;
let staff: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  const a = await signUpTenant(t.app, 'Store Street');
  owner = a.client;
  staff = (await addStaff(t, a.tenantId, 'DASHBOARD,POS')).client;
});
afterAll(async () => {
  await t.close();
});

const read = async (client: TestClient) => (await client.get<TStoreSettingResponse>(URL)).body;

const valid = {
  storeName: '  Store Street Cafe ',
  address: '1 Harbour Road',
  phone: '+44 20 7946 0000',
  email: 'hello@store.example',
  currency: 'EUR',
  image: null,
  isQRMenuEnabled: true,
  isQROrderEnabled: false,
  timeZone: 'Europe/Paris',
};

/** A fresh tenant with one item (4.50, net 4.00), a 5.25 variant and a 0.75 addon. */
async function tenantWithMenu(prices = { price: 4.5, netPrice: 4, variant: 5.25, addon: 0.75 }) {
  const { client, tenantId } = await signUpTenant(t.app, 'Currency Corner');
  const item = await client.post<{ id: string }>('/api/v1/menu-items/add', {
    title: 'Flat white',
    price: prices.price,
    netPrice: prices.netPrice,
  });
  expect(item.status).toBe(200);
  const id = item.body.id;
  await client.post(`/api/v1/menu-items/variants/${id}/add`, { title: 'Large', price: prices.variant });
  await client.post(`/api/v1/menu-items/addons/${id}/add`, { title: 'Oat milk', price: prices.addon });
  const readItem = async () => (await client.get<TMenuItemResponse>(`/api/v1/menu-items/${id}`)).body;
  const stored = async () => ({
    item: await t.db
      .selectFrom('menu_items')
      .select(['price', 'net_price'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow(),
    variant: (
      await t.db
        .selectFrom('menu_item_variants')
        .select('price')
        .where('item_id', '=', id)
        .executeTakeFirstOrThrow()
    ).price,
    addon: (
      await t.db
        .selectFrom('menu_item_addons')
        .select('price')
        .where('item_id', '=', id)
        .executeTakeFirstOrThrow()
    ).price,
  });
  const setCurrency = (currency: string) => client.post(URL, { ...valid, currency });
  return { client, tenantId, readItem, stored, setCurrency };
}

describe('store settings', () => {
  it('reads what sign-up created', async () => {
    const res = await owner.get(URL);
    expect(res.status).toBe(200);
    // the settings object itself, flat, flags 0/1 (spec 02 section 3)
    expect(res.body).toEqual({
      storeName: 'Store Street',
      address: null,
      phone: null,
      email: expect.stringContaining('@example.com'),
      currency: 'USD',
      image: null,
      storeImage: null,
      isQRMenuEnabled: 0,
      isQROrderEnabled: 0,
      uniqueQRCode: expect.stringMatching(/^[\w-]{20,}$/),
      timeZone: 'UTC',
      publicUrl: TEST_ORIGIN, // the harness configures PUBLIC_URL
      // issue 22: the store's Cash, and no invoice prefix
      defaultPaymentTypeId: expect.any(String),
      invoicePrefix: '',
      // issue 23: sales need no open shift unless the store asks for it
      shiftsRequired: false,
      // issue 24: a new store speaks English
      language: 'en',
      // issue 26: the guest screens wear OpenTab's colors until the store picks its own
      brandColor: null,
    });
  });

  it('saves every field; the QR code stays and the image in the payload is ignored', async () => {
    const before = await read(owner);
    const res = await owner.post(URL, { ...valid, image: 'https://evil.example/x.png' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: MSG.storeSettingsSaved });
    expect(await read(owner)).toEqual({
      ...valid,
      storeName: 'Store Street Cafe',
      isQRMenuEnabled: 1,
      isQROrderEnabled: 0,
      image: null,
      storeImage: null,
      uniqueQRCode: before.uniqueQRCode,
      publicUrl: TEST_ORIGIN,
      defaultPaymentTypeId: before.defaultPaymentTypeId,
      invoicePrefix: before.invoicePrefix,
      shiftsRequired: false,
      language: 'en',
      brandColor: null,
    });
  });

  it('sets the brand color, keeps it when not sent, clears it, and refuses what is not #rrggbb (issue 26)', async () => {
    expect((await owner.post(URL, { ...valid, brandColor: ' #1F6FEB ' })).status).toBe(200);
    expect(await read(owner)).toMatchObject({ brandColor: '#1f6feb' });
    await owner.post(URL, valid);
    expect(await read(owner)).toMatchObject({ brandColor: '#1f6feb' });
    for (const brandColor of ['blue', '#1f6feb00', '#12345', 'url(x)', 42]) {
      const res = await owner.post(URL, { ...valid, brandColor });
      expect([res.status, res.body.message]).toEqual([400, MSG.brandColorInvalid]);
    }
    expect(await read(owner)).toMatchObject({ brandColor: '#1f6feb' });
    await owner.post(URL, { ...valid, brandColor: '' });
    expect(await read(owner)).toMatchObject({ brandColor: null });
  });

  it('sets "shifts required", keeps it when not sent (issue 23)', async () => {
    expect((await owner.post(URL, { ...valid, shiftsRequired: true })).status).toBe(200);
    expect(await read(owner)).toMatchObject({ shiftsRequired: true });
    await owner.post(URL, valid);
    expect(await read(owner)).toMatchObject({ shiftsRequired: true });
    await owner.post(URL, { ...valid, shiftsRequired: 0 });
    expect(await read(owner)).toMatchObject({ shiftsRequired: false });
  });

  it('sets the default payment type and the invoice prefix, keeps them when not sent (issue 22)', async () => {
    const card = await owner.post<{ id: string }>('/api/v1/settings/payment-types/add', { title: 'Card' });
    const res = await owner.post(URL, {
      ...valid,
      defaultPaymentTypeId: card.body.id,
      invoicePrefix: ' INV- ',
    });
    expect(res.status).toBe(200);
    expect(await read(owner)).toMatchObject({ defaultPaymentTypeId: card.body.id, invoicePrefix: 'INV-' });
    await owner.post(URL, valid);
    expect(await read(owner)).toMatchObject({ defaultPaymentTypeId: card.body.id, invoicePrefix: 'INV-' });
    await owner.post(URL, { ...valid, defaultPaymentTypeId: null, invoicePrefix: '' });
    expect(await read(owner)).toMatchObject({ defaultPaymentTypeId: null, invoicePrefix: '' });
  });

  it("refuses a default payment type that is inactive or another store's, changing nothing", async () => {
    const other = await signUpTenant(t.app, 'Elsewhere');
    const theirs = await other.client.get<{ id: string }[]>('/api/v1/settings/payment-types');
    const off = await owner.post<{ id: string }>('/api/v1/settings/payment-types/add', {
      title: 'Old voucher',
      isActive: false,
    });
    for (const id of [theirs.body[0]?.id, off.body.id, 'no-such-type']) {
      const before = await read(owner);
      const res = await owner.post(URL, { ...valid, defaultPaymentTypeId: id });
      expect([res.status, res.body.message]).toEqual([400, MSG.selectDefaultPaymentType]);
      expect(await read(owner)).toEqual(before);
    }
  });

  it('keeps the time zone when none is sent and clears blank optional fields', async () => {
    const { timeZone: _omit, ...withoutZone } = valid;
    const res = await owner.post(URL, { ...withoutZone, address: '', phone: null, email: '  ' });
    expect(res.status).toBe(200);
    expect(await read(owner)).toMatchObject({
      timeZone: 'Europe/Paris',
      address: null,
      phone: null,
      email: null,
    });
  });

  it.each([
    [{ storeName: '' }, MSG.provideStoreName],
    [{ storeName: 'x'.repeat(101) }, MSG.storeNameTooLong],
    [{ address: 'x'.repeat(501) }, MSG.addressTooLong],
    [{ phone: 'call us' }, MSG.provideValidPhone],
    [{ phone: '1'.repeat(21) }, MSG.provideValidPhone],
    [{ email: 'not-an-email' }, MSG.provideValidEmail],
    [{ currency: 'ABC' }, MSG.selectCurrency],
    [{ currency: null }, MSG.selectCurrency],
    [{ timeZone: 'Atlantis/Capital' }, MSG.selectTimeZone],
    [{ isQRMenuEnabled: 'true' }, MSG.invalidRequest],
    [{ isQROrderEnabled: undefined }, MSG.invalidRequest],
    [{ invoicePrefix: 'INVOICE-2026-' }, MSG.invoicePrefixInvalid],
    [{ invoicePrefix: 'A\tB' }, MSG.removeControlCharacters],
    [{ invoicePrefix: '<b>' }, MSG.invoicePrefixInvalid],
    [{ defaultPaymentTypeId: 42 }, MSG.selectDefaultPaymentType],
    [{ shiftsRequired: 'yes' }, MSG.invalidRequest],
  ])('refuses %j and keeps the settings', async (change, message) => {
    const before = await read(owner);
    const res = await owner.post(URL, { ...valid, ...change });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await read(owner)).toEqual(before);
  });

  it('changes only the signed-in tenant', async () => {
    const other = await signUpTenant(t.app, 'Untouched');
    await owner.post(URL, { ...valid, storeName: 'Mine' });
    expect((await read(other.client)).storeName).toBe('Untouched');
  });
});

describe('changing the currency', () => {
  it('rescales menu prices to a currency with more decimals, keeping their value', async () => {
    const menu = await tenantWithMenu();
    expect(await menu.stored()).toEqual({ item: { price: 450, net_price: 400 }, variant: 525, addon: 75 });
    expect((await menu.setCurrency('KWD')).status).toBe(200);
    expect(await menu.stored()).toEqual({
      item: { price: 4500, net_price: 4000 },
      variant: 5250,
      addon: 750,
    });
    expect(await menu.readItem()).toMatchObject({
      price: 4.5,
      net_price: 4,
      variants: [{ title: 'Large', price: 5.25 }],
      addons: [{ title: 'Oat milk', price: 0.75 }],
    });
    // and back again, exactly
    expect((await menu.setCurrency('USD')).status).toBe(200);
    expect(await menu.stored()).toEqual({ item: { price: 450, net_price: 400 }, variant: 525, addon: 75 });
  });

  it('refuses a currency with fewer decimals than some price has, changing nothing', async () => {
    const menu = await tenantWithMenu();
    const res = await menu.setCurrency('JPY');
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(MSG.currencyPricesTooPrecise);
    expect((await read(menu.client)).currency).toBe('USD');
    expect(await menu.stored()).toEqual({ item: { price: 450, net_price: 400 }, variant: 525, addon: 75 });
  });

  it('moves whole prices to a currency without decimals', async () => {
    const menu = await tenantWithMenu({ price: 450, netPrice: 400, variant: 500, addon: 50 });
    expect((await menu.setCurrency('JPY')).status).toBe(200);
    expect(await menu.stored()).toEqual({ item: { price: 450, net_price: 400 }, variant: 500, addon: 50 });
    expect(await menu.readItem()).toMatchObject({ price: 450, net_price: 400 });
  });

  it('refuses another number of decimals once orders exist, but allows a currency with the same', async () => {
    const menu = await tenantWithMenu({ price: 4, netPrice: 4, variant: 5, addon: 1 });
    await insertOrder(t.db, { tenantId: menu.tenantId, status: 'completed' });
    const refused = await menu.setCurrency('JPY');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(MSG.currencyLockedByOrders);
    expect((await read(menu.client)).currency).toBe('USD');

    expect((await menu.setCurrency('GBP')).status).toBe(200);
    expect((await read(menu.client)).currency).toBe('GBP');
    expect(await menu.stored()).toEqual({ item: { price: 400, net_price: 400 }, variant: 500, addon: 100 });
  });
});

describe('store logo', () => {
  const UPLOAD = `${URL}/upload-store-image`;
  const DELETE = `${URL}/delete-store-image`;
  const logoPng = () =>
    sharp({ create: { width: 300, height: 300, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();

  it('uploads, replaces and removes the logo, for this store only', async () => {
    const { client } = await signUpTenant(t.app, 'Logo Lounge');
    const neighbour = await read(owner);
    const part = {
      name: 'store_image',
      filename: 'logo.png',
      contentType: 'image/png',
      data: await logoPng(),
    };

    const first = await postMultipart<{ imageURL: string }>(t.app, client, UPLOAD, [part]);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      message: MSG.photoUploaded,
      imageURL: expect.stringMatching(/^\/uploads\//),
    });
    expect(await read(client)).toMatchObject({ image: first.body.imageURL, storeImage: first.body.imageURL });
    expect(await read(owner)).toEqual(neighbour);
    const firstFile = storedImagePath(t.config.uploadsDir, first.body.imageURL) ?? '';
    expect(existsSync(firstFile)).toBe(true);

    const second = await postMultipart<{ imageURL: string }>(t.app, client, UPLOAD, [part]);
    expect(second.status).toBe(200);
    expect(existsSync(firstFile)).toBe(false);

    const removed = await client.post(DELETE);
    expect([removed.status, removed.body]).toEqual([200, { message: MSG.photoRemoved }]);
    expect(await read(client)).toMatchObject({ image: null, storeImage: null });
    expect(existsSync(storedImagePath(t.config.uploadsDir, second.body.imageURL) ?? '')).toBe(false);
  });

  it('reads the photo from the field store_image only, and refuses what is not an image', async () => {
    const { client } = await signUpTenant(t.app, 'Field Lounge');
    const data = await logoPng();
    const wrongField = await postMultipart(t.app, client, UPLOAD, [
      { name: 'image', filename: 'logo.png', contentType: 'image/png', data },
    ]);
    expect([wrongField.status, wrongField.body.message]).toEqual([400, MSG.imageRequired]);
    const notImage = await postMultipart(t.app, client, UPLOAD, [
      { name: 'store_image', filename: 'logo.png', contentType: 'image/png', data: 'not a png' },
    ]);
    expect(notImage.status).toBe(400);
    const empty = await postMultipart(t.app, client, UPLOAD, [
      { name: 'store_image', filename: 'logo.png', contentType: 'image/png', data: Buffer.alloc(0) },
    ]);
    expect([empty.status, empty.body]).toEqual([400, { message: MSG.imageRequired }]);
    expect((await read(client)).image).toBeNull();
    // the logo's former paths are gone: the spec's names are the only ones
    expect((await client.post(`${URL}/remove-photo`)).status).toBe(404);
  });

  it('guards the logo calls', async () => {
    const anonymous = await postMultipart(t.app, undefined, UPLOAD, [
      { name: 'store_image', filename: 'a.png', data: 'x' },
    ]);
    expect(anonymous.status).toBe(401);
    const denied = await postMultipart(t.app, staff, UPLOAD, [
      { name: 'store_image', filename: 'a.png', data: 'x' },
    ]);
    expect(denied.status).toBe(403);
    await expectGuarded(t, staff, { method: 'POST', url: DELETE });
  });
});

describe('guards', () => {
  it.each([
    { method: 'GET', url: URL },
    { method: 'POST', url: URL, body: valid },
  ] as const)('guards $method $url', async (call) => {
    await expectGuarded(t, staff, call);
  });
});
