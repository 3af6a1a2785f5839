import { MSG, type TSetupChecklistResponse } from '@opentab/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectGuarded } from '../../test/guards.ts';
import {
  addStaff,
  createTestApp,
  PASSWORD,
  signUpTenant,
  TestClient,
  type TTestApp,
} from '../../test/harness.ts';

const URL = '/api/v1/settings/setup-checklist';

let t: TTestApp;
let owner: TestClient;
let username: string;
let tenantId: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ client: owner, username, tenantId } = await signUpTenant(t.app, 'First Run Cafe'));
});
afterAll(async () => {
  await t.close();
});

const checklist = async (client = owner) => {
  const res = await client.get<TSetupChecklistResponse>(URL);
  expect(res.status).toBe(200);
  return res.body;
};

const ok = async (call: Promise<{ status: number; body: unknown }>) => {
  const res = await call;
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { id?: string };
};

describe('GET /settings/setup-checklist', () => {
  it('ticks each step from the data as a new owner sets the store up', async () => {
    expect(await checklist()).toEqual({
      hasStoreDetails: false,
      hasTax: false,
      hasTable: false,
      hasMenu: false,
      hasPrintSettings: false,
      isQrMenuOn: false,
      isDismissed: false,
    });

    await ok(
      owner.post('/api/v1/settings/store-setting', {
        storeName: 'First Run Cafe',
        address: '1 Harbour Road',
        phone: '',
        email: null,
        currency: 'EUR',
        image: null,
        isQRMenuEnabled: false,
        isQROrderEnabled: false,
      }),
    );
    expect(await checklist()).toMatchObject({ hasStoreDetails: true, isQrMenuOn: false });

    const tax = await ok(
      owner.post('/api/v1/settings/taxes/add', { title: 'VAT', rate: 10, type: 'exclusive' }),
    );
    expect(await checklist()).toMatchObject({ hasTax: true, hasTable: false });

    await ok(
      owner.post('/api/v1/settings/store-tables/add', { title: 'T1', floor: 'Ground', seatingCapacity: 4 }),
    );
    expect((await checklist()).hasTable).toBe(true);

    // A menu needs both a category and an item.
    await ok(owner.post('/api/v1/menu-items/add', { title: 'Tea', price: 2, taxId: tax.id }));
    expect((await checklist()).hasMenu).toBe(false);
    await ok(owner.post('/api/v1/settings/categories/add', { title: 'Drinks' }));
    expect((await checklist()).hasMenu).toBe(true);

    await ok(
      owner.post('/api/v1/settings/print-setting', {
        pageFormat: 80,
        header: null,
        footer: 'Thank you!',
        showNotes: true,
        isEnablePrint: true,
        showStoreDetails: true,
        printToken: true,
        showCustomerDetails: true,
      }),
    );
    expect((await checklist()).hasPrintSettings).toBe(true);

    await ok(
      owner.post('/api/v1/settings/store-setting', {
        storeName: 'First Run Cafe',
        address: '1 Harbour Road',
        phone: '',
        email: null,
        currency: 'EUR',
        image: null,
        isQRMenuEnabled: true,
        isQROrderEnabled: false,
      }),
    );
    expect(await checklist()).toEqual({
      hasStoreDetails: true,
      hasTax: true,
      hasTable: true,
      hasMenu: true,
      hasPrintSettings: true,
      isQrMenuOn: true,
      isDismissed: false,
    });
  });

  it('is dismissed for the whole store, and stays dismissed', async () => {
    const other = await signUpTenant(t.app, 'Elsewhere');
    const res = await owner.post(`${URL}/dismiss`, {});
    expect([res.status, res.body]).toEqual([200, { message: MSG.setupChecklistDismissed }]);
    expect((await checklist()).isDismissed).toBe(true);
    // a second device of the same store sees it dismissed; another store does not
    const secondDevice = new TestClient(t.app);
    await ok(secondDevice.post('/api/v1/auth/signin', { username, password: PASSWORD }));
    expect((await checklist(secondDevice)).isDismissed).toBe(true);
    expect((await checklist(other.client)).isDismissed).toBe(false);
    const row = await t.db
      .selectFrom('store_settings')
      .select('setup_dismissed_at')
      .where('tenant_id', '=', tenantId)
      .executeTakeFirstOrThrow();
    expect(row.setup_dismissed_at).not.toBeNull();
  });

  it('needs SETTINGS: anonymous 401, staff without it 403, and changes nothing', async () => {
    const fresh = await signUpTenant(t.app, 'Guarded');
    const staff = (await addStaff(t, fresh.tenantId, 'DASHBOARD,POS')).client;
    await expectGuarded(t, staff, { method: 'GET', url: URL });
    await expectGuarded(t, staff, { method: 'POST', url: `${URL}/dismiss`, body: {} });
    expect((await checklist(fresh.client)).isDismissed).toBe(false);
    const settingsStaff = (await addStaff(t, fresh.tenantId, 'SETTINGS')).client;
    expect((await checklist(settingsStaff)).hasTax).toBe(false);
  });
});
