import { BILLING_MSG, MSG } from '@opentab/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStaff, signUpTenant, type TTestApp } from '../../test/harness.ts';
import { createStripeTestApp, postWebhook, STRIPE_TEST_ENV, stripeEvents } from '../../test/stripe-events.ts';

let stripe: Awaited<ReturnType<typeof createStripeTestApp>>;
let t: TTestApp;
let standIn: typeof stripe.standIn;
const DAY = 86_400_000;
const GRACE = 3 * DAY;

beforeAll(async () => {
  stripe = await createStripeTestApp();
  ({ t, standIn } = stripe);
});
afterAll(() => stripe.close());

const tenantRow = (tenantId: string) =>
  t.db.selectFrom('tenants').selectAll().where('id', '=', tenantId).executeTakeFirstOrThrow();
const historyOf = (tenantId: string) =>
  t.db
    .selectFrom('subscription_history')
    .select(['status', 'amount', 'currency', 'starts_on', 'expires_on'])
    .where('tenant_id', '=', tenantId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
const countEvents = async () =>
  Number(
    (
      await t.db
        .selectFrom('billing_events')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

let subCounter = 0;
/** A tenant in its trial, and the ids its Stripe subscription will have. */
async function tenantWithIds() {
  const owner = await signUpTenant(t.app);
  subCounter += 1;
  return {
    ...owner,
    subscriptionId: `sub_test${subCounter}x${Date.now()}`,
    customerId: `cus_test${subCounter}`,
  };
}

type TOwner = Awaited<ReturnType<typeof tenantWithIds>>;
/** Stripe's times are whole seconds. */
const iso = (ms: number) => new Date(Math.floor(ms / 1000) * 1000).toISOString();

/** What Stripe sends after a paid checkout: three events, in the order Stripe usually delivers them. */
async function subscribe(owner: TOwner, at = Date.now()) {
  const ids = {
    tenantId: owner.tenantId,
    subscriptionId: owner.subscriptionId,
    customerId: owner.customerId,
  };
  const periodStart = iso(at);
  const periodEnd = iso(at + 30 * DAY);
  for (const event of [
    stripeEvents.checkoutCompleted({ ...ids, created: at }),
    stripeEvents.subscription({
      ...ids,
      created: at,
      type: 'customer.subscription.created',
      status: 'active',
      periodStart,
      periodEnd,
    }),
    stripeEvents.invoice({
      ...ids,
      created: at + 1000,
      type: 'invoice.paid',
      billingReason: 'subscription_create',
      periodStart,
      periodEnd,
    }),
  ]) {
    expect((await postWebhook(t.app, event)).status).toBe(200);
  }
  return { ids, periodStart, periodEnd };
}

describe('POST /auth/stripe-webhook', () => {
  it('refuses unsigned, wrongly signed, tampered and malformed bodies with 400, and changes nothing', async () => {
    const owner = await tenantWithIds();
    const before = await tenantRow(owner.tenantId);
    const eventsBefore = await countEvents();
    const event = stripeEvents.subscription({
      ...owner,
      created: Date.now(),
      type: 'customer.subscription.deleted',
      status: 'canceled',
      periodStart: iso(Date.now()),
      periodEnd: iso(Date.now() + 30 * DAY),
    });
    const attempts = [
      await postWebhook(t.app, event, { signature: null }),
      await postWebhook(t.app, event, { signature: 't=1,v1=deadbeef' }),
      await postWebhook(t.app, event, { secret: 'whsec_someone_else' }),
      await postWebhook(t.app, event, { body: JSON.stringify({ ...event, type: 'invoice.paid' }) }),
      await postWebhook(t.app, event, { body: '{not json' }),
    ];
    for (const res of attempts) {
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: BILLING_MSG.webhookInvalid });
    }
    expect(await tenantRow(owner.tenantId)).toEqual(before);
    expect(await countEvents()).toBe(eventsBefore);
  });

  it('refuses a signed time outside the tolerance, in the future as in the past, and changes nothing', async () => {
    const owner = await tenantWithIds();
    const { ids, periodEnd } = await subscribe(owner);
    const before = await tenantRow(owner.tenantId);
    const eventsBefore = await countEvents();
    const nowSeconds = Math.floor(Date.now() / 1000);
    const unpaid = () =>
      stripeEvents.subscription({
        ...ids,
        created: Date.now() + 2000,
        type: 'customer.subscription.updated',
        status: 'unpaid',
        periodStart: iso(Date.now()),
        periodEnd,
      });
    for (const timestamp of [nowSeconds + 3600, nowSeconds + 301 + 5, nowSeconds - 3600]) {
      const res = await postWebhook(t.app, unpaid(), { timestamp });
      expect([res.status, res.body], String(timestamp - nowSeconds)).toEqual([
        400,
        { message: BILLING_MSG.webhookInvalid },
      ]);
    }
    expect(await tenantRow(owner.tenantId)).toEqual(before);
    expect(await countEvents()).toBe(eventsBefore);
    // within the tolerance either way (clocks drift a little): taken
    expect((await postWebhook(t.app, unpaid(), { timestamp: nowSeconds + 60 })).status).toBe(200);
    expect((await tenantRow(owner.tenantId)).is_active).toBe(0);
  });

  it('two events of the same second that disagree: the subscription’s state at Stripe decides, not their order', async () => {
    // Stripe says active: an "unpaid" arriving after an "active" of the same second must not switch it off.
    const paying = await tenantWithIds();
    const at = Date.now() - 30 * DAY - 3600_000;
    const { ids, periodEnd } = await subscribe(paying, at);
    const renewedEnd = iso(Date.parse(periodEnd) + 30 * DAY);
    const second = Date.now();
    const update = (eventIds: typeof ids, status: string) =>
      stripeEvents.subscription({
        ...eventIds,
        created: second,
        type: 'customer.subscription.updated',
        status,
        periodStart: periodEnd,
        periodEnd: renewedEnd,
      });
    standIn.subscriptions.set(ids.subscriptionId, {
      status: 'active',
      periodStart: periodEnd,
      periodEnd: renewedEnd,
    });
    standIn.calls.length = 0;
    expect((await postWebhook(t.app, update(ids, 'active'))).status).toBe(200);
    expect((await postWebhook(t.app, update(ids, 'unpaid'))).status).toBe(200);
    expect(standIn.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      `GET /v1/subscriptions/${ids.subscriptionId}`,
    ]);
    const subscriptionOf = (subscriptionId: string) =>
      t.db
        .selectFrom('subscriptions')
        .select(['status', 'subscription_end'])
        .where('provider_subscription_id', '=', subscriptionId)
        .executeTakeFirstOrThrow();
    expect(await subscriptionOf(ids.subscriptionId)).toEqual({
      status: 'active',
      subscription_end: renewedEnd,
    });
    expect(await tenantRow(paying.tenantId)).toMatchObject({ is_active: 1, subscription_end: renewedEnd });
    expect((await paying.client.get('/api/v1/settings/taxes')).status).toBe(200);

    // Stripe says unpaid: the same two events in the other order switch the business off.
    const lapsing = await tenantWithIds();
    const lapsingIds = (await subscribe(lapsing, at)).ids;
    standIn.subscriptions.set(lapsingIds.subscriptionId, {
      status: 'unpaid',
      periodStart: periodEnd,
      periodEnd: renewedEnd,
    });
    expect((await postWebhook(t.app, update(lapsingIds, 'unpaid'))).status).toBe(200);
    expect((await postWebhook(t.app, update(lapsingIds, 'active'))).status).toBe(200);
    expect((await subscriptionOf(lapsingIds.subscriptionId)).status).toBe('unpaid');
    const res = await lapsing.client.get('/api/v1/settings/taxes');
    expect([res.status, res.body]).toEqual([402, { message: MSG.subscriptionInactive }]);
  });

  it('a paid checkout activates the tenant for the period plus grace and writes a Created history row', async () => {
    const owner = await tenantWithIds();
    const { periodStart, periodEnd } = await subscribe(owner);
    const row = await tenantRow(owner.tenantId);
    expect(row).toMatchObject({ is_active: 1, subscription_start: periodStart, subscription_end: periodEnd });
    expect(row.access_until).toBe(iso(Date.parse(periodEnd) + GRACE));
    expect(await historyOf(owner.tenantId)).toEqual([
      { status: 'created', amount: 500, currency: 'USD', starts_on: periodStart, expires_on: periodEnd },
    ]);
    const details = await owner.client.get('/api/v1/auth/subscription-details');
    expect(details.status).toBe(200);
    expect(details.body).toEqual({
      subscription_id: expect.any(String),
      is_active: 1,
      subscription_end: periodEnd,
      trialEnd: null,
    });
  });

  it('subscribed during the trial: trialing (not paying, no history) until the first charge, its Created row', async () => {
    const owner = await tenantWithIds();
    const trialEnd = (await tenantRow(owner.tenantId)).access_until ?? '';
    const ids = {
      tenantId: owner.tenantId,
      subscriptionId: owner.subscriptionId,
      customerId: owner.customerId,
    };
    const at = Date.now();
    const checkout = stripeEvents.checkoutCompleted({ ...ids, created: at + 1000 });
    (checkout.data as { object: Record<string, unknown> }).object.payment_status = 'no_payment_required';
    for (const event of [
      stripeEvents.subscription({
        ...ids,
        created: at,
        type: 'customer.subscription.created',
        status: 'trialing',
        periodStart: iso(at),
        periodEnd: trialEnd,
      }),
      // the trial's $0 invoice, then the checkout a second later
      {
        ...stripeEvents.invoice({
          ...ids,
          created: at,
          type: 'invoice.paid',
          billingReason: 'subscription_create',
          periodStart: iso(at),
          periodEnd: trialEnd,
        }),
      },
      checkout,
    ]) {
      const data = event.data as { object: Record<string, unknown> };
      if (event.type === 'invoice.paid') data.object.amount_paid = 0;
      expect((await postWebhook(t.app, event)).status).toBe(200);
    }
    const sub = await t.db
      .selectFrom('subscriptions')
      .select(['status', 'subscription_end'])
      .where('provider_subscription_id', '=', ids.subscriptionId)
      .executeTakeFirstOrThrow();
    expect(sub).toEqual({ status: 'trialing', subscription_end: iso(Date.parse(trialEnd)) });
    expect(await historyOf(owner.tenantId)).toEqual([]);
    expect((await owner.client.get('/api/v1/settings/taxes')).status).toBe(200);

    // the trial ends: Stripe charges the first month (a cycle's invoice), which is the Created row
    const end = Date.parse(trialEnd);
    await postWebhook(
      t.app,
      stripeEvents.invoice({
        ...ids,
        created: end + 1000,
        type: 'invoice.paid',
        billingReason: 'subscription_cycle',
        periodStart: iso(end),
        periodEnd: iso(end + 30 * DAY),
      }),
    );
    expect((await historyOf(owner.tenantId)).map((h) => [h.status, h.amount])).toEqual([['created', 500]]);
  });

  it('processes each event id once: a replay answers 200 and changes nothing', async () => {
    const owner = await tenantWithIds();
    const at = Date.now();
    const paid = stripeEvents.invoice({
      ...owner,
      created: at,
      type: 'invoice.paid',
      billingReason: 'subscription_create',
      periodStart: iso(at),
      periodEnd: iso(at + 30 * DAY),
    });
    expect((await postWebhook(t.app, paid)).status).toBe(200);
    const after = await tenantRow(owner.tenantId);
    expect((await postWebhook(t.app, paid)).status).toBe(200);
    expect((await postWebhook(t.app, paid)).status).toBe(200);
    expect(await historyOf(owner.tenantId)).toHaveLength(1);
    expect(await tenantRow(owner.tenantId)).toEqual(after);
  });

  it('out of order: an older state arriving late never overwrites a newer one', async () => {
    const owner = await tenantWithIds();
    const at = Date.now() - 60 * DAY;
    const { ids } = await subscribe(owner, at);
    const renewedEnd = iso(at + 60 * DAY);
    const later = stripeEvents.subscription({
      ...ids,
      created: at + 30 * DAY,
      type: 'customer.subscription.updated',
      status: 'active',
      periodStart: iso(at + 30 * DAY),
      periodEnd: renewedEnd,
    });
    const earlier = stripeEvents.subscription({
      ...ids,
      created: at + 10 * DAY,
      type: 'customer.subscription.updated',
      status: 'past_due',
      periodStart: iso(at),
      periodEnd: iso(at + 30 * DAY),
    });
    expect((await postWebhook(t.app, later)).status).toBe(200);
    expect((await postWebhook(t.app, earlier)).status).toBe(200);
    const sub = await t.db
      .selectFrom('subscriptions')
      .selectAll()
      .where('provider_subscription_id', '=', ids.subscriptionId)
      .executeTakeFirstOrThrow();
    expect(sub).toMatchObject({ status: 'active', subscription_end: renewedEnd });
    expect((await tenantRow(owner.tenantId)).subscription_end).toBe(renewedEnd);

    // A deletion, then an "active" update from before it: the subscription stays cancelled.
    const deleted = stripeEvents.subscription({
      ...ids,
      created: at + 40 * DAY,
      type: 'customer.subscription.deleted',
      status: 'canceled',
      periodStart: iso(at + 30 * DAY),
      periodEnd: renewedEnd,
    });
    const staleActive = stripeEvents.subscription({
      ...ids,
      created: at + 35 * DAY,
      type: 'customer.subscription.updated',
      status: 'active',
      periodStart: iso(at + 30 * DAY),
      periodEnd: renewedEnd,
    });
    expect((await postWebhook(t.app, deleted)).status).toBe(200);
    expect((await postWebhook(t.app, staleActive)).status).toBe(200);
    expect((await tenantRow(owner.tenantId)).is_active).toBe(0);
    expect((await owner.client.get('/api/v1/settings/taxes')).status).toBe(402);
  });

  it('out of order: the invoice and subscription arriving before the checkout still subscribe the tenant', async () => {
    const owner = await tenantWithIds();
    const at = Date.now();
    const ids = {
      tenantId: owner.tenantId,
      subscriptionId: owner.subscriptionId,
      customerId: owner.customerId,
    };
    const periodEnd = iso(at + 30 * DAY);
    await postWebhook(
      t.app,
      stripeEvents.invoice({
        ...ids,
        created: at + 2000,
        type: 'invoice.paid',
        billingReason: 'subscription_create',
        periodStart: iso(at),
        periodEnd,
      }),
    );
    await postWebhook(
      t.app,
      stripeEvents.subscription({
        ...ids,
        created: at + 1000,
        type: 'customer.subscription.created',
        status: 'active',
        periodStart: iso(at),
        periodEnd,
      }),
    );
    await postWebhook(t.app, stripeEvents.checkoutCompleted({ ...ids, created: at }));
    expect(await tenantRow(owner.tenantId)).toMatchObject({ is_active: 1, subscription_end: periodEnd });
    expect(
      await t.db
        .selectFrom('subscriptions')
        .select('status')
        .where('tenant_id', '=', owner.tenantId)
        .execute(),
    ).toEqual([{ status: 'active' }]);
  });

  it('a renewal extends the period and writes a Renewed history row', async () => {
    const owner = await tenantWithIds();
    const at = Date.now() - 30 * DAY;
    const { ids, periodEnd } = await subscribe(owner, at);
    const nextEnd = iso(Date.parse(periodEnd) + 30 * DAY);
    const renewal = stripeEvents.invoice({
      ...ids,
      created: Date.parse(periodEnd) + 3600_000,
      type: 'invoice.paid',
      billingReason: 'subscription_cycle',
      periodStart: periodEnd,
      periodEnd: nextEnd,
    });
    expect((await postWebhook(t.app, renewal)).status).toBe(200);
    expect(await tenantRow(owner.tenantId)).toMatchObject({
      is_active: 1,
      subscription_end: nextEnd,
      access_until: iso(Date.parse(nextEnd) + GRACE),
    });
    expect((await historyOf(owner.tenantId)).map((h) => h.status)).toEqual(['created', 'renewed']);
  });

  it('a failed renewal keeps the tenant working through the grace; Stripe giving up (unpaid) ends access at once', async () => {
    const owner = await tenantWithIds();
    const at = Date.now() - 30 * DAY - 3600_000;
    const { ids, periodEnd } = await subscribe(owner, at);
    const failed = stripeEvents.invoice({
      ...ids,
      created: Date.now() - 1000,
      type: 'invoice.payment_failed',
      billingReason: 'subscription_cycle',
      periodStart: periodEnd,
      periodEnd: iso(Date.parse(periodEnd) + 30 * DAY),
    });
    expect((await postWebhook(t.app, failed)).status).toBe(200);
    const sub = await t.db
      .selectFrom('subscriptions')
      .select('status')
      .where('provider_subscription_id', '=', ids.subscriptionId)
      .executeTakeFirstOrThrow();
    expect(sub.status).toBe('past_due');
    expect((await owner.client.get('/api/v1/settings/taxes')).status).toBe(200);
    expect((await historyOf(owner.tenantId)).map((h) => h.status)).toEqual(['created']);

    const unpaid = stripeEvents.subscription({
      ...ids,
      created: Date.now(),
      type: 'customer.subscription.updated',
      status: 'unpaid',
      periodStart: periodEnd,
      periodEnd: iso(Date.parse(periodEnd) + 30 * DAY),
    });
    expect((await postWebhook(t.app, unpaid)).status).toBe(200);
    const res = await owner.client.get('/api/v1/settings/taxes');
    expect(res.status).toBe(402);
    expect(res.body).toEqual({ message: MSG.subscriptionInactive });
  });

  it('a first payment that fails leaves a trial running', async () => {
    const owner = await tenantWithIds();
    const at = Date.now();
    await postWebhook(
      t.app,
      stripeEvents.invoice({
        ...owner,
        created: at,
        type: 'invoice.payment_failed',
        billingReason: 'subscription_create',
        periodStart: iso(at),
        periodEnd: iso(at + 30 * DAY),
      }),
    );
    expect((await tenantRow(owner.tenantId)).is_active).toBe(1);
    expect((await owner.client.get('/api/v1/settings/taxes')).status).toBe(200);
  });

  it('acknowledges events for unknown tenants and event types it does not act on', async () => {
    const stranger = stripeEvents.subscription({
      tenantId: 'no-such-tenant',
      subscriptionId: 'sub_unknown',
      created: Date.now(),
      type: 'customer.subscription.updated',
      status: 'active',
      periodStart: iso(Date.now()),
      periodEnd: iso(Date.now() + DAY),
    });
    expect((await postWebhook(t.app, stranger)).status).toBe(200);
    const other = { ...stranger, id: 'evt_test_other_type', type: 'customer.created' };
    expect((await postWebhook(t.app, other)).status).toBe(200);
  });
});

describe('POST /auth/stripe-product-lookup', () => {
  it("answers a Checkout URL for the configured price and the tenant's metadata, reusing its customer", async () => {
    const owner = await tenantWithIds();
    standIn.calls.length = 0;
    const res = await owner.client.post('/api/v1/auth/stripe-product-lookup', { price: 'price_cheap' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ url: 'https://checkout.stripe.com/c/pay/cs_test_standin' });
    const call = standIn.calls[0];
    expect(call?.path).toBe('/v1/checkout/sessions');
    expect(call?.form.get('mode')).toBe('subscription');
    expect(call?.form.get('line_items[0][price]')).toBe(STRIPE_TEST_ENV.STRIPE_PRICE_ID);
    expect(call?.form.get('metadata[tenant_id]')).toBe(owner.tenantId);
    expect(call?.form.get('subscription_data[metadata][tenant_id]')).toBe(owner.tenantId);
    expect(call?.form.get('customer_email')).toBe(owner.username);
    expect(call?.form.get('success_url')).toBe('http://localhost:3000/success');
    expect(call?.form.get('cancel_url')).toBe('http://localhost:3000/cancelled-payment');
    // in its trial: the card is first charged when the trial ends
    const trialEnd = (await tenantRow(owner.tenantId)).access_until ?? '';
    expect(call?.form.get('subscription_data[trial_end]')).toBe(
      String(Math.ceil(Date.parse(trialEnd) / 1000)),
    );

    // subscribed: a second checkout is refused; after a cancellation the same Stripe customer is reused
    const { ids } = await subscribe(owner);
    const again = await owner.client.post('/api/v1/auth/stripe-product-lookup');
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: BILLING_MSG.alreadySubscribed });
    await postWebhook(
      t.app,
      stripeEvents.subscription({
        ...ids,
        created: Date.now() + 5000,
        type: 'customer.subscription.deleted',
        status: 'canceled',
        periodStart: iso(Date.now()),
        periodEnd: iso(Date.now() + DAY),
      }),
    );
    standIn.calls.length = 0;
    expect((await owner.client.post('/api/v1/auth/stripe-product-lookup')).status).toBe(200);
    expect(standIn.calls[0]?.form.get('customer')).toBe(owner.customerId);
    expect(standIn.calls[0]?.form.get('customer_email')).toBeNull();
  });

  it('keeps the trial when subscribing during it; after it, or with under 49 hours left, Stripe’s limits rule', async () => {
    const lapsed = await tenantWithIds();
    await t.db
      .updateTable('tenants')
      .set({ access_until: iso(Date.now() - 1000) })
      .where('id', '=', lapsed.tenantId)
      .execute();
    standIn.calls.length = 0;
    expect((await lapsed.client.post('/api/v1/auth/stripe-product-lookup')).status).toBe(200);
    expect(standIn.calls[0]?.form.get('subscription_data[trial_end]')).toBeNull();

    // Stripe wants a trial to end 48 hours ahead at least: a last day becomes 49 hours, never a charge now.
    const lastDay = await tenantWithIds();
    await t.db
      .updateTable('tenants')
      .set({ access_until: iso(Date.now() + 3600_000) })
      .where('id', '=', lastDay.tenantId)
      .execute();
    standIn.calls.length = 0;
    const before = Math.floor(Date.now() / 1000);
    expect((await lastDay.client.post('/api/v1/auth/stripe-product-lookup')).status).toBe(200);
    const trialEnd = Number(standIn.calls[0]?.form.get('subscription_data[trial_end]'));
    expect(trialEnd).toBeGreaterThanOrEqual(before + 49 * 3600);
    expect(trialEnd).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000) + 49 * 3600);
  });

  it('comes back to the origin the owner uses and the path they came from; another site is refused', async () => {
    const owner = await tenantWithIds();
    const lanOrigin = { host: '192.168.1.20:3000', origin: 'http://192.168.1.20:3000' };
    standIn.calls.length = 0;
    const res = await owner.client.post(
      '/api/v1/auth/stripe-product-lookup',
      { returnPath: '/dashboard/settings/tables?tab=2' },
      lanOrigin,
    );
    expect(res.status).toBe(200);
    const back = encodeURIComponent('/dashboard/settings/tables?tab=2');
    expect(standIn.calls[0]?.form.get('success_url')).toBe(
      `http://192.168.1.20:3000/success?returnPath=${back}`,
    );
    expect(standIn.calls[0]?.form.get('cancel_url')).toBe(
      `http://192.168.1.20:3000/cancelled-payment?returnPath=${back}`,
    );

    standIn.calls.length = 0;
    for (const returnPath of [
      'https://evil.example/phish',
      '//evil.example/phish',
      '/\\evil.example',
      'javascript:alert(1)',
      'dashboard/pos',
      '/api/v1/auth/signout',
      '/dashboard/../../evil',
      `/${'a'.repeat(400)}`,
    ]) {
      const refused = await owner.client.post('/api/v1/auth/stripe-product-lookup', { returnPath });
      expect([refused.status, refused.body], returnPath).toEqual([400, { message: MSG.invalidRequest }]);
    }
    // an Origin that is not ours is refused before anything (the CSRF check), so no foreign return either
    const foreign = await owner.client.post(
      '/api/v1/auth/stripe-product-lookup',
      {},
      { origin: 'https://evil.example' },
    );
    expect(foreign.status).toBe(403);
    expect(standIn.calls).toEqual([]);
  });

  it('is the admin’s: staff get 403, a visitor 401', async () => {
    const owner = await tenantWithIds();
    const staff = await addStaff(t, owner.tenantId, 'POS,SETTINGS');
    expect((await staff.client.post('/api/v1/auth/stripe-product-lookup')).status).toBe(403);
    const visitor = await signUpTenant(t.app);
    await visitor.client.post('/api/v1/auth/signout');
    expect((await visitor.client.post('/api/v1/auth/stripe-product-lookup')).status).toBe(401);
  });
});

describe('POST /auth/cancel-subscription', () => {
  it('cancels at Stripe, ends access at once, and the webhook that follows adds nothing', async () => {
    const owner = await tenantWithIds();
    const { ids } = await subscribe(owner);
    const details = await owner.client.get<{ subscription_id: string }>('/api/v1/auth/subscription-details');
    standIn.calls.length = 0;
    const res = await owner.client.post('/api/v1/auth/cancel-subscription', {
      subscription_id: details.body.subscription_id,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: BILLING_MSG.subscriptionCancelled });
    expect(standIn.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      `DELETE /v1/subscriptions/${ids.subscriptionId}`,
    ]);
    expect((await owner.client.get('/api/v1/pos/init')).status).toBe(402);
    expect((await owner.client.get('/api/v1/auth/subscription-details')).body).toMatchObject({
      subscription_id: null,
      is_active: 0,
    });

    await postWebhook(
      t.app,
      stripeEvents.subscription({
        ...ids,
        created: Date.now() + 1000,
        type: 'customer.subscription.deleted',
        status: 'canceled',
        periodStart: iso(Date.now()),
        periodEnd: iso(Date.now() + DAY),
      }),
    );
    expect((await historyOf(owner.tenantId)).map((h) => h.status)).toEqual(['created', 'cancelled']);
  });

  it("touches only the caller's own subscription: another tenant's id is 404 and nothing changes", async () => {
    const victim = await tenantWithIds();
    await subscribe(victim);
    const victimSub = (
      await victim.client.get<{ subscription_id: string }>('/api/v1/auth/subscription-details')
    ).body.subscription_id;
    const attacker = await tenantWithIds();
    await subscribe(attacker);
    standIn.calls.length = 0;
    const res = await attacker.client.post('/api/v1/auth/cancel-subscription', {
      subscription_id: victimSub,
    });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: BILLING_MSG.subscriptionNotFound });
    expect(standIn.calls).toEqual([]);
    expect((await tenantRow(victim.tenantId)).is_active).toBe(1);
    expect((await tenantRow(attacker.tenantId)).is_active).toBe(1);
  });

  it('answers 404 without a live subscription, 400 for a malformed id, 403 for staff', async () => {
    const owner = await tenantWithIds();
    expect((await owner.client.post('/api/v1/auth/cancel-subscription', {})).status).toBe(404);
    const bad = await owner.client.post('/api/v1/auth/cancel-subscription', {
      subscription_id: 'x'.repeat(200),
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ message: MSG.invalidRequest });
    const staff = await addStaff(t, owner.tenantId, 'SETTINGS');
    expect((await staff.client.post('/api/v1/auth/cancel-subscription', {})).status).toBe(403);
  });
});

describe('GET /auth/subscription-details', () => {
  it('shows the trial to any signed-in user, staff included, and answers even when inactive', async () => {
    const owner = await tenantWithIds();
    const staff = await addStaff(t, owner.tenantId, 'POS');
    const row = await tenantRow(owner.tenantId);
    for (const client of [owner.client, staff.client]) {
      const res = await client.get('/api/v1/auth/subscription-details');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        subscription_id: null,
        is_active: 1,
        subscription_end: row.subscription_end,
        trialEnd: row.access_until,
      });
    }
    await t.db
      .updateTable('tenants')
      .set({ access_until: iso(Date.now() - 1000) })
      .where('id', '=', owner.tenantId)
      .execute();
    const lapsed = await owner.client.get('/api/v1/auth/subscription-details');
    expect(lapsed.status).toBe(200);
    expect(lapsed.body).toMatchObject({ is_active: 0, trialEnd: null });
  });
});
