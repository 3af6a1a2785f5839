import { apiAccess, MSG, needsActiveSubscription, QR_MSG, TRIAL_DAYS } from '@opentab/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPathOf } from '../../plugins/permissions.ts';
import { addStaff, createTestApp, signUpTenant, TestClient, type TTestApp } from '../../test/harness.ts';
import { setQrFlags } from '../../test/qr.ts';
import { deactivateLapsedTenants, setTenantActivation } from './subscription-state.ts';

let t: TTestApp;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const tenantRow = (tenantId: string) =>
  t.db.selectFrom('tenants').selectAll().where('id', '=', tenantId).executeTakeFirstOrThrow();

/** Moves the tenant's access end into the past, as the passing of its trial would. */
async function endAccess(tenantId: string) {
  const past = new Date(Date.now() - 1000).toISOString();
  await t.db.updateTable('tenants').set({ access_until: past }).where('id', '=', tenantId).execute();
}

describe('the trial of a new business', () => {
  it(`starts at sign-up and lasts ${TRIAL_DAYS} days, so the first session works`, async () => {
    const before = Date.now();
    const { client, tenantId } = await signUpTenant(t.app);
    const row = await tenantRow(tenantId);
    expect(row.is_active).toBe(1);
    const end = Date.parse(row.access_until ?? '');
    expect(end).toBeGreaterThanOrEqual(before + TRIAL_DAYS * DAY);
    expect(end).toBeLessThanOrEqual(Date.now() + TRIAL_DAYS * DAY);
    expect(row.subscription_end).toBe(row.access_until);
    expect((await client.get('/api/v1/settings/taxes')).status).toBe(200);
  });

  it('answers 402 on business calls once it is over, for the admin and staff, and closes the QR menu', async () => {
    const { client, tenantId } = await signUpTenant(t.app);
    const staff = await addStaff(t, tenantId, 'POS');
    const code = await setQrFlags(t.db, tenantId, { menu: true, order: true });
    const diner = new TestClient(t.app);
    expect((await diner.get(`/api/v1/qrmenu/${code}`)).status).toBe(200);

    await endAccess(tenantId);
    for (const [who, url] of [
      [client, '/api/v1/settings/taxes'],
      [client, '/api/v1/pos/init'],
      [staff.client, '/api/v1/pos/init'],
    ] as const) {
      const res = await who.get(url);
      expect(res.status).toBe(402);
      expect(res.body).toEqual({ message: MSG.subscriptionInactive });
    }
    const menu = await diner.get(`/api/v1/qrmenu/${code}`);
    expect(menu.status).toBe(404);
    expect(menu.body.message).toBe(QR_MSG.menuNotAvailable);
    // what the inactive page and the profile need still answers
    expect((await client.get('/api/v1/profile')).status).not.toBe(402);
    expect((await client.get('/api/v1/auth/devices')).status).toBe(200);
  });

  it('answers 402 to every scope-guarded business call of the admin, and changes nothing', async () => {
    const { client, tenantId } = await signUpTenant(t.app, 'Every Call Bistro');
    await endAccess(tenantId);
    const counts = () =>
      Promise.all(
        (['menu_items', 'customers', 'orders', 'reservations', 'store_tables', 'taxes'] as const).map(
          async (table) =>
            (
              await t.db
                .selectFrom(table)
                .select((eb) => eb.fn.countAll().as('n'))
                .where('tenant_id', '=', tenantId)
                .executeTakeFirstOrThrow()
            ).n,
        ),
      );
    const before = [await tenantRow(tenantId), await counts()];
    const calls = t.app.apiRoutes.flatMap((route) =>
      [route.method]
        .flat()
        .filter((method) => {
          const access = apiAccess(method, apiPathOf(route.url) ?? '');
          return access !== undefined && needsActiveSubscription(access);
        })
        .map((method) => ({
          method: method as 'GET' | 'POST' | 'PATCH' | 'DELETE',
          url: route.url.replace(/:[a-zA-Z]+/g, 'x1'),
        })),
    );
    expect(calls.length).toBeGreaterThan(40);
    for (const call of calls) {
      const body = call.method === 'GET' || call.method === 'DELETE' ? undefined : {};
      const res = await client.request(call.method, call.url, body);
      expect([res.status, res.body.message], `${call.method} ${call.url}`).toEqual([
        402,
        MSG.subscriptionInactive,
      ]);
    }
    expect([await tenantRow(tenantId), await counts()]).toEqual(before);
  });

  it('the sweep turns lapsed tenants off and leaves live ones alone', async () => {
    const lapsed = await signUpTenant(t.app);
    const live = await signUpTenant(t.app);
    await endAccess(lapsed.tenantId);
    const deactivated = await deactivateLapsedTenants(t.db);
    expect(deactivated).toContain(lapsed.tenantId);
    expect(deactivated).not.toContain(live.tenantId);
    expect((await tenantRow(lapsed.tenantId)).is_active).toBe(0);
    expect((await tenantRow(live.tenantId)).is_active).toBe(1);
  });
});

describe('setTenantActivation (the operator switch)', () => {
  it('off answers 402 at the very next call; on restores access with no end date', async () => {
    const { client, tenantId } = await signUpTenant(t.app);
    expect(await setTenantActivation(t.db, { tenantId, isActive: false })).toBe(true);
    expect((await client.get('/api/v1/settings/taxes')).status).toBe(402);

    await endAccess(tenantId);
    expect(await setTenantActivation(t.db, { tenantId, isActive: true })).toBe(true);
    const row = await tenantRow(tenantId);
    expect(row).toMatchObject({ is_active: 1, access_until: null });
    expect((await client.get('/api/v1/settings/taxes')).status).toBe(200);
  });

  it('joins a caller transaction and answers false for an unknown tenant', async () => {
    const { tenantId } = await signUpTenant(t.app);
    await t.db.transaction().execute(async (trx) => {
      expect(await setTenantActivation(trx, { tenantId, isActive: false })).toBe(true);
      expect(await setTenantActivation(trx, { tenantId: 'no-such-tenant', isActive: true })).toBe(false);
    });
    expect((await tenantRow(tenantId)).is_active).toBe(0);
  });
});
