import { MSG, type TPrintSettingResponse } from '@opentab/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectGuarded } from '../../test/guards.ts';
import { addStaff, createTestApp, signUpTenant, type TestClient, type TTestApp } from '../../test/harness.ts';

const URL = '/api/v1/settings/print-setting';

let t: TTestApp;
let owner: TestClient;
let other: TestClient;
let staff: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  const a = await signUpTenant(t.app, 'Print Parlour');
  owner = a.client;
  other = (await signUpTenant(t.app, 'Other Parlour')).client;
  staff = (await addStaff(t, a.tenantId, 'POS,INVOICES')).client;
});
afterAll(async () => {
  await t.close();
});

const read = async (client: TestClient) => (await client.get<TPrintSettingResponse>(URL)).body;

const valid = {
  pageFormat: 57,
  header: '  Welcome to the parlour  ',
  footer: '',
  showNotes: false,
  isEnablePrint: true,
  showStoreDetails: false,
  printToken: true,
  showCustomerDetails: false,
};

describe('print settings', () => {
  it('starts from the sign-up defaults', async () => {
    const res = await owner.get(URL);
    expect(res.status).toBe(200);
    // the settings object itself, flat, flags 0/1 (spec 02 section 3)
    expect(res.body).toEqual({
      pageFormat: 80,
      header: null,
      footer: 'Thank you, visit again!',
      showNotes: 1,
      // issue 22: a new store prints its receipts
      isEnablePrint: 1,
      showStoreDetails: 1,
      printToken: 1,
      showCustomerDetails: 1,
    });
  });

  it('saves every field, for this tenant only', async () => {
    const before = await read(other);
    const res = await owner.post(URL, valid);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: MSG.printSettingsSaved });
    expect(await read(owner)).toEqual({
      pageFormat: 57,
      header: 'Welcome to the parlour',
      footer: null,
      showNotes: 0,
      isEnablePrint: 1,
      showStoreDetails: 0,
      printToken: 1,
      showCustomerDetails: 0,
    });
    expect(await read(other)).toEqual(before);
  });

  it.each([
    [{ pageFormat: 70 }, MSG.selectPageFormat],
    [{ pageFormat: null }, MSG.selectPageFormat],
    [{ header: 'x'.repeat(501) }, MSG.printTextTooLong],
    [{ footer: 'x'.repeat(501) }, MSG.printTextTooLong],
    [{ showNotes: 'yes' }, MSG.invalidRequest],
    [{ printToken: undefined }, MSG.invalidRequest],
  ])('refuses %j and keeps the settings', async (change, message) => {
    const before = await read(owner);
    const res = await owner.post(URL, { ...valid, ...change });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await read(owner)).toEqual(before);
  });

  it('accepts exactly 500 characters of header and footer', async () => {
    const text = 'y'.repeat(500);
    expect((await owner.post(URL, { ...valid, header: text, footer: text, pageFormat: '80' })).status).toBe(
      200,
    );
    expect(await read(owner)).toMatchObject({ header: text, footer: text, pageFormat: 80 });
  });

  it.each([
    { method: 'GET', url: URL },
    { method: 'POST', url: URL, body: valid },
  ] as const)('guards $method $url', async (call) => {
    await expectGuarded(t, staff, call);
  });
});
