import { BILLING_MSG } from '@opentab/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStaff, createTestApp, signUpTenant, type TTestApp } from '../../test/harness.ts';
import { postWebhook, stripeEvents } from '../../test/stripe-events.ts';
import { renewDueLocalSubscriptions } from './billing.service.ts';

let t: TTestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const tenantRow = (tenantId: string) =>
  t.db.selectFrom('tenants').selectAll().where('id', '=', tenantId).executeTakeFirstOrThrow();
const historyOf = async (tenantId: string) =>
  (
    await t.db
      .selectFrom('subscription_history')
      .select('status')
      .where('tenant_id', '=', tenantId)
      .orderBy('created_at')
      .orderBy('id')
      .execute()
  ).map((h) => h.status);

/** The local provider's checkout: the URL of its page, and the session token it carries. */
async function openCheckout(client: Awaited<ReturnType<typeof signUpTenant>>['client'], body?: object) {
  const res = await client.post<{ url: string }>('/api/v1/auth/stripe-product-lookup', body);
  expect(res.status).toBe(200);
  const url = new URL(res.body.url);
  expect(url.origin + url.pathname).toBe('http://localhost:3000/local-checkout');
  return url.searchParams.get('session') ?? '';
}

/** A business whose free trial is over (its access ended a second ago): subscribing pays at once. */
async function signUpAfterTrial(name?: string) {
  const owner = await signUpTenant(t.app, name);
  await t.db
    .updateTable('tenants')
    .set({ access_until: new Date(Date.now() - 1000).toISOString() })
    .where('id', '=', owner.tenantId)
    .execute();
  return owner;
}

describe('the local provider', () => {
  it('checks out through the app: the page reads the session, Pay subscribes the tenant like Stripe would', async () => {
    const owner = await signUpAfterTrial('Local Diner');
    const session = await openCheckout(owner.client);
    const page = await owner.client.get(`/api/v1/auth/local-checkout?session=${encodeURIComponent(session)}`);
    expect(page.status).toBe(200);
    expect(page.body).toEqual({ businessName: 'Local Diner', email: owner.username, price: '$5' });

    const paid = await owner.client.post('/api/v1/auth/local-checkout/complete', { session });
    expect(paid.status).toBe(200);
    expect(paid.body).toEqual({ message: BILLING_MSG.subscriptionCreated });
    const details = await owner.client.get<{ subscription_id: string; subscription_end: string }>(
      '/api/v1/auth/subscription-details',
    );
    expect(details.body).toMatchObject({ subscription_id: expect.any(String), is_active: 1 });
    const end = Date.parse(details.body.subscription_end);
    expect(end).toBeGreaterThan(Date.now() + 27 * 86_400_000);
    expect(await historyOf(owner.tenantId)).toEqual(['created']);

    // a second Pay on the same page is a replay: one subscription, one history row
    expect((await owner.client.post('/api/v1/auth/local-checkout/complete', { session })).status).toBe(200);
    expect(await historyOf(owner.tenantId)).toEqual(['created']);
    expect((await owner.client.post('/api/v1/auth/stripe-product-lookup')).status).toBe(409);
  });

  it("refuses another tenant's or a forged session with 404, and staff with 403", async () => {
    const owner = await signUpTenant(t.app);
    const session = await openCheckout(owner.client);
    const other = await signUpTenant(t.app);
    for (const res of [
      await other.client.get(`/api/v1/auth/local-checkout?session=${encodeURIComponent(session)}`),
      await other.client.post('/api/v1/auth/local-checkout/complete', { session }),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: BILLING_MSG.checkoutExpired });
    }
    const forged = `${session.slice(0, -4)}AAAA`;
    expect(
      (await owner.client.post('/api/v1/auth/local-checkout/complete', { session: forged })).status,
    ).toBe(404);
    expect(
      (await owner.client.post('/api/v1/auth/local-checkout/complete', { session: 'short' })).status,
    ).toBe(400);
    const staff = await addStaff(t, owner.tenantId, 'SETTINGS');
    expect((await staff.client.post('/api/v1/auth/local-checkout/complete', { session })).status).toBe(403);
    expect(await historyOf(other.tenantId)).toEqual([]);
    expect(await historyOf(owner.tenantId)).toEqual([]);
  });

  it('subscribed during the trial: trialing until its end, then the first payment (Created), nothing lost', async () => {
    const owner = await signUpTenant(t.app, 'Trial Diner');
    const trialEnd = (await tenantRow(owner.tenantId)).access_until ?? '';
    const session = await openCheckout(owner.client, { returnPath: '/dashboard/profile' });
    expect((await owner.client.post('/api/v1/auth/local-checkout/complete', { session })).status).toBe(200);
    const subscription = await t.db
      .selectFrom('subscriptions')
      .select(['status', 'subscription_end'])
      .where('tenant_id', '=', owner.tenantId)
      .executeTakeFirstOrThrow();
    expect(subscription).toEqual({ status: 'trialing', subscription_end: trialEnd });
    expect(await historyOf(owner.tenantId)).toEqual([]);
    const details = await owner.client.get('/api/v1/auth/subscription-details');
    expect(details.body).toMatchObject({ is_active: 1, subscription_end: trialEnd, trialEnd: null });
    expect(details.body.subscription_id).toEqual(expect.any(String));
    expect((await owner.client.get('/api/v1/settings/taxes')).status).toBe(200);

    // the trial's end: the first month is paid from then on
    await t.db
      .updateTable('subscriptions')
      .set({ subscription_end: new Date(Date.now() - 60_000).toISOString() })
      .where('tenant_id', '=', owner.tenantId)
      .execute();
    await renewDueLocalSubscriptions(t.app.ctx);
    expect(await historyOf(owner.tenantId)).toEqual(['created']);
    expect(
      (
        await t.db
          .selectFrom('subscriptions')
          .select('status')
          .where('tenant_id', '=', owner.tenantId)
          .executeTakeFirstOrThrow()
      ).status,
    ).toBe('active');
  });

  it('comes back on the origin the owner uses, with the path they came from', async () => {
    const owner = await signUpTenant(t.app);
    const res = await owner.client.post<{ url: string }>(
      '/api/v1/auth/stripe-product-lookup',
      { returnPath: '/dashboard/pos' },
      { host: '127.0.0.1:3000', origin: 'http://127.0.0.1:3000' },
    );
    expect(res.status).toBe(200);
    const url = new URL(res.body.url);
    expect(url.origin + url.pathname).toBe('http://127.0.0.1:3000/local-checkout');
    expect(url.searchParams.get('returnPath')).toBe('/dashboard/pos');
  });

  it('renews a period that ended (nothing to charge) and cancels at once', async () => {
    const owner = await signUpAfterTrial();
    const session = await openCheckout(owner.client);
    await owner.client.post('/api/v1/auth/local-checkout/complete', { session });
    const ended = new Date(Date.now() - 60_000).toISOString();
    await t.db
      .updateTable('subscriptions')
      .set({ subscription_end: ended })
      .where('tenant_id', '=', owner.tenantId)
      .execute();
    await renewDueLocalSubscriptions(t.app.ctx);
    await renewDueLocalSubscriptions(t.app.ctx);
    expect(await historyOf(owner.tenantId)).toEqual(['created', 'renewed']);
    expect(Date.parse((await tenantRow(owner.tenantId)).subscription_end ?? '')).toBeGreaterThan(
      Date.now() + 27 * 86_400_000,
    );

    const cancel = await owner.client.post('/api/v1/auth/cancel-subscription', {});
    expect(cancel.status).toBe(200);
    expect((await owner.client.get('/api/v1/settings/taxes')).status).toBe(402);
    expect(await historyOf(owner.tenantId)).toEqual(['created', 'renewed', 'cancelled']);
    // subscribing again starts a new subscription
    const again = await openCheckout(owner.client);
    expect((await owner.client.post('/api/v1/auth/local-checkout/complete', { session: again })).status).toBe(
      200,
    );
    expect((await owner.client.get('/api/v1/settings/taxes')).status).toBe(200);
  });

  it('has no webhook: a signed Stripe event is refused with 400', async () => {
    const owner = await signUpTenant(t.app);
    const event = stripeEvents.checkoutCompleted({
      tenantId: owner.tenantId,
      subscriptionId: 'sub_x',
      created: Date.now(),
    });
    const res = await postWebhook(t.app, event);
    expect(res.status).toBe(400);
    expect(
      await t.db.selectFrom('subscriptions').select('id').where('tenant_id', '=', owner.tenantId).execute(),
    ).toEqual([]);
  });
});
