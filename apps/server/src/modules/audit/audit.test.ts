import { MSG, type TAuditEntryResponse, USER_MSG } from '@opentab/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectGuarded } from '../../test/guards.ts';
import {
  addStaff,
  createTestApp,
  PASSWORD,
  signUpTenant,
  type TestClient,
  type TTestApp,
  uniqueEmail,
} from '../../test/harness.ts';
import { shopWithMenu } from '../../test/order-shop.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type TShop = Awaited<ReturnType<typeof signUpTenant>>;
const log = async (client: TestClient, query = '') =>
  client.get<TAuditEntryResponse[]>(`/api/v1/audit-log${query}`);

async function addCashier(shop: TShop, username = uniqueEmail('cashier')) {
  const res = await shop.client.post('/api/v1/users/add', {
    username,
    password: PASSWORD,
    name: 'Casey Cashier',
    designation: 'Cashier',
    phone: '5550100',
    email: '',
    userScopes: ['POS'],
  });
  expect(res.body).toEqual({ message: USER_MSG.added });
  return username;
}

describe('the audit log of users and taxes (issue 23)', () => {
  it('records who added, changed, reset and deleted a user, with the fields before and after', async () => {
    const shop = await signUpTenant(t.app, 'Audit Bistro');
    const username = await addCashier(shop);
    const update = await shop.client.post(`/api/v1/users/update/${username}`, {
      name: 'Casey Cashier',
      designation: 'Head Cashier',
      phone: '5550100',
      email: username,
      userScopes: ['POS', 'ORDERS'],
    });
    expect(update.status).toBe(200);
    // the same details again change nothing and record nothing
    await shop.client.post(`/api/v1/users/update/${username}`, {
      name: 'Casey Cashier',
      designation: 'Head Cashier',
      phone: '5550100',
      email: username,
      userScopes: ['POS', 'ORDERS'],
    });
    const newPassword = 'tulip-harbour-lantern-42';
    await shop.client.post(`/api/v1/users/update-password/${username}`, { password: newPassword });
    await shop.client.request('DELETE', `/api/v1/users/delete/${username}`);

    const res = await log(shop.client);
    expect(res.status).toBe(200);
    const entries = res.body;
    // newest first, each by the owner from the device they signed in on
    expect(entries.map((entry) => entry.action)).toEqual([
      'user.delete',
      'user.password_reset',
      'user.update',
      'user.add',
    ]);
    expect(entries.every((entry) => entry.subject === username && entry.user_name === 'Audit Bistro')).toBe(
      true,
    );
    expect(entries.every((entry) => entry.device !== null && entry.user_id !== null)).toBe(true);
    const [deleted, reset, updated, added] = entries as [
      TAuditEntryResponse,
      TAuditEntryResponse,
      TAuditEntryResponse,
      TAuditEntryResponse,
    ];
    expect(added.before).toBeNull();
    expect(added.after).toEqual({
      name: 'Casey Cashier',
      designation: 'Cashier',
      phone: '5550100',
      email: username,
      scope: 'POS',
    });
    // an update keeps only what changed
    expect([updated.before, updated.after]).toEqual([
      { designation: 'Cashier', scope: 'POS' },
      { designation: 'Head Cashier', scope: 'POS,ORDERS' },
    ]);
    // never a password, nor its hash
    expect([reset.before, reset.after]).toEqual([null, null]);
    expect(JSON.stringify(entries)).not.toContain(newPassword);
    expect(deleted.after).toBeNull();
    expect(deleted.before).toMatchObject({ designation: 'Head Cashier', scope: 'POS,ORDERS' });
  });

  it('records the taxes every price is charged with, and nothing for a change that failed', async () => {
    const shop = await signUpTenant(t.app, 'Tax Bistro');
    const added = await shop.client.post<{ id: string }>('/api/v1/settings/taxes/add', {
      title: 'VAT',
      rate: 5,
      type: 'exclusive',
    });
    const id = added.body.id;
    await shop.client.post(`/api/v1/settings/taxes/${id}/update`, {
      title: 'VAT',
      rate: 7.5,
      type: 'inclusive',
    });
    expect(
      (
        await shop.client.post('/api/v1/settings/taxes/no-such-tax/update', {
          title: 'X',
          rate: 1,
          type: 'exclusive',
        })
      ).status,
    ).toBe(404);
    expect(
      (await shop.client.post('/api/v1/settings/taxes/add', { title: '', rate: 5, type: 'exclusive' }))
        .status,
    ).toBe(400);
    await shop.client.request('DELETE', `/api/v1/settings/taxes/${id}`);

    const entries = (await log(shop.client, '?action=tax.update')).body;
    expect(entries.map((entry) => [entry.subject, entry.before, entry.after])).toEqual([
      ['VAT', { rate: 5, type: 'exclusive' }, { rate: 7.5, type: 'inclusive' }],
    ]);
    const all = (await log(shop.client)).body;
    expect(all.map((entry) => entry.action)).toEqual(['tax.delete', 'tax.update', 'tax.add']);
    expect(all[0]?.before).toEqual({ title: 'VAT', rate: 7.5, type: 'inclusive' });
  });

  it('records a price change of a menu item or an addon, and not a change of its title alone', async () => {
    const shop = await shopWithMenu(t, 'Price Bistro');
    const { burger, bacon, taxExclusive } = shop.menu;
    const item = (body: object) => shop.client.post(`/api/v1/menu-items/update/${burger}`, body);
    expect((await item({ title: 'Burger', price: 11.5, taxId: taxExclusive })).status).toBe(200);
    expect((await item({ title: 'House Burger', price: 11.5, taxId: taxExclusive })).status).toBe(200);
    const addon = await shop.client.post(`/api/v1/menu-items/addons/${burger}/update/${bacon}`, {
      title: 'Bacon',
      price: 2.75,
    });
    expect(addon.status).toBe(200);

    const entries = (await log(shop.client, '?action=menu.price')).body;
    expect(entries.map((entry) => [entry.subject, entry.before, entry.after])).toEqual([
      ['House Burger · Bacon (addon)', { price: 2.25 }, { price: 2.75 }],
      ['Burger', { price: 10 }, { price: 11.5 }],
    ]);
  });

  it('records a change of the store currency with before and after; a save that keeps it or is refused, nothing', async () => {
    const shop = await shopWithMenu(t, 'Currency Bistro');
    const store = {
      storeName: 'Currency Bistro',
      address: null,
      phone: null,
      email: null,
      currency: 'EUR',
      image: null,
      isQRMenuEnabled: false,
      isQROrderEnabled: false,
    };
    const save = (currency: string) =>
      shop.client.post('/api/v1/settings/store-setting', { ...store, currency });
    expect((await save('EUR')).status).toBe(200);
    expect((await save('EUR')).status).toBe(200);
    // the menu has prices in cents: yen has no decimals, so the change is refused (409) and rolled back whole
    expect((await save('JPY')).status).toBe(409);
    expect((await save('XYZ')).status).toBe(400);

    const entries = (await log(shop.client, '?action=settings.currency')).body;
    expect(entries.map((entry) => [entry.subject, entry.before, entry.after, entry.user_name])).toEqual([
      ['Store currency', { currency: 'USD' }, { currency: 'EUR' }, 'Currency Bistro'],
    ]);
    const rival = await signUpTenant(t.app, 'Rival Currency Bistro');
    expect((await log(rival.client, '?action=settings.currency')).body).toEqual([]);
  });

  it('records the deletion of a menu item, a variant and an addon with the price each had', async () => {
    const shop = await shopWithMenu(t, 'Deleting Bistro');
    const rival = await shopWithMenu(t, 'Rival Deleting Bistro');
    const { burger, bacon, coffee, espressoDouble, water } = shop.menu;
    const remove = (client: TestClient, url: string) => client.request('DELETE', `/api/v1/menu-items${url}`);
    // another store's ids are not found, and leave no entry on either side
    expect((await remove(rival.client, `/delete/${water}`)).status).toBe(404);
    expect((await remove(rival.client, `/addons/${burger}/delete/${bacon}`)).status).toBe(404);
    expect((await remove(shop.client, `/addons/${burger}/delete/${bacon}`)).status).toBe(200);
    expect((await remove(shop.client, `/variants/${coffee}/delete/${espressoDouble}`)).status).toBe(200);
    expect((await remove(shop.client, `/delete/${water}`)).status).toBe(200);
    // gone already: 404, nothing more recorded
    expect((await remove(shop.client, `/delete/${water}`)).status).toBe(404);
    // a cashier may not delete (403), and nothing is recorded
    const cashier = await addStaff(t, shop.tenantId, 'POS');
    expect((await remove(cashier.client, `/delete/${burger}`)).status).toBe(403);

    const entries = (await log(shop.client, '?action=menu.delete')).body;
    expect(entries.map((entry) => [entry.subject, entry.before, entry.after])).toEqual([
      ['Water', { price: 1.5, net_price: null }, null],
      ['Coffee · Double (variant)', { price: 4.2 }, null],
      ['Burger · Bacon (addon)', { price: 2.25 }, null],
    ]);
    expect(entries.every((entry) => entry.user_name === 'Deleting Bistro' && entry.device !== null)).toBe(
      true,
    );
    expect((await log(rival.client, '?action=menu.delete')).body).toEqual([]);
  });

  it('filters by date, user and action, pages with the list headers and answers a CSV', async () => {
    const shop = await signUpTenant(t.app, 'Filter Bistro');
    await addCashier(shop);
    await shop.client.post('/api/v1/settings/taxes/add', { title: '=SUM(A1)', rate: 5, type: 'exclusive' });
    const all = await log(shop.client, '?type=today');
    expect(all.body).toHaveLength(2);
    expect([all.headers['x-total-count'], all.headers['x-has-more']]).toEqual(['2', 'false']);
    const ownerId = all.body[0]?.user_id ?? '';
    expect((await log(shop.client, `?userId=${ownerId}`)).body).toHaveLength(2);
    expect((await log(shop.client, '?userId=somebody-else')).body).toHaveLength(0);
    expect((await log(shop.client, '?action=user.add')).body.map((e) => e.action)).toEqual(['user.add']);
    expect((await log(shop.client, '?type=yesterday')).body).toHaveLength(0);
    // the spec source client's empty filters read as none
    expect((await log(shop.client, '?type=null&from=null&to=null&userId=&action=')).body).toHaveLength(2);
    const bad = await log(shop.client, '?action=user.fly');
    expect([bad.status, (bad.body as unknown as { message: string }).message]).toEqual([
      400,
      MSG.invalidRequest,
    ]);
    expect((await log(shop.client, '?after=not-an-entry')).status).toBe(400);

    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/v1/audit-log/download?type=today',
      headers: { cookie: shop.client.cookieHeader() },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="audit-log.csv"');
    const [header, ...rows] = csv.body.split('\r\n');
    expect(header).toBe('Time,User,Device,Action,Subject,Before,After');
    expect(rows).toHaveLength(2);
    // newest first; a formula in a title is defused
    expect(rows[0]).toMatch(/^\d{4}-\d\d-\d\dT[^,]+,Filter Bistro,[^,]*,Tax added,'=SUM\(A1\),,/);
    expect(rows[1]).toContain(',User added,');
  });

  it("is the admin's and the managers' only, and shows a store nothing of another's", async () => {
    const a = await signUpTenant(t.app, 'Mine');
    const b = await signUpTenant(t.app, 'Theirs');
    await addCashier(a);
    expect((await log(b.client)).body).toEqual([]);
    const settings = await addStaff(t, a.tenantId, 'SETTINGS');
    await expectGuarded(t, settings.client, { method: 'GET', url: '/api/v1/audit-log' });
    await expectGuarded(t, settings.client, { method: 'GET', url: '/api/v1/audit-log/download' });
    // issue 23: a MANAGER reads the store's log as the admin does
    const manager = await addStaff(t, a.tenantId, 'MANAGER');
    const managerLog = await log(manager.client);
    expect(managerLog.status).toBe(200);
    expect(managerLog.body).toEqual((await log(a.client)).body);
    // a cursor of another store's entry is refused, not followed
    const theirs = (await log(a.client)).body[0]?.id ?? '';
    expect((await log(b.client, `?after=${theirs}`)).status).toBe(400);
  });
});

describe('audit entries cannot be changed or deleted', () => {
  it('refuses UPDATE and DELETE on the table itself, and goes with a deleted store', async () => {
    const shop = await signUpTenant(t.app, 'Frozen Bistro');
    await addCashier(shop);
    const entry = (await log(shop.client)).body[0];
    expect(entry).toBeDefined();
    const id = entry?.id ?? '';
    await expect(
      t.db.updateTable('audit_log').set({ subject: 'nobody' }).where('id', '=', id).execute(),
    ).rejects.toThrow(/audit log entries cannot be changed or deleted/);
    await expect(t.db.deleteFrom('audit_log').where('id', '=', id).execute()).rejects.toThrow(
      /audit log entries cannot be changed or deleted/,
    );
    const kept = await t.db.selectFrom('audit_log').select('subject').where('id', '=', id).executeTakeFirst();
    expect(kept?.subject).toBe(entry?.subject);

    // the operator deletes the whole store: its log goes with it
    await t.db.deleteFrom('tenants').where('id', '=', shop.tenantId).execute();
    const left = await t.db
      .selectFrom('audit_log')
      .select('id')
      .where('tenant_id', '=', shop.tenantId)
      .execute();
    expect(left).toEqual([]);
  });
});
