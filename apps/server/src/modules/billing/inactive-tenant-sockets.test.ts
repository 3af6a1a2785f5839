import type { AddressInfo } from 'node:net';
import { REALTIME_REFUSALS } from '@opentab/shared';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStaff, signUpTenant, type TestClient, type TTestApp } from '../../test/harness.ts';
import { connected, createSocketOpener, dropped, stillListening } from '../../test/sockets.ts';
import { createStripeTestApp, postWebhook, stripeEvents } from '../../test/stripe-events.ts';
import { signInSuperadmin } from '../../test/superadmin.ts';
import { startBillingSweeper } from './billing-sweeper.ts';

// A business that is deleted or loses its access must stop receiving live orders at once: its open sockets
// end (on every process: dropSockets goes through the Redis adapter) and a new handshake is refused.

let t: TTestApp;
let url: string;
let operator: TestClient;
let stripe: Awaited<ReturnType<typeof createStripeTestApp>>;
const { open, closeAll } = createSocketOpener();
const DAY = 86_400_000;
const SERVER_DISCONNECT = 'io server disconnect';

beforeAll(async () => {
  stripe = await createStripeTestApp();
  t = stripe.t;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  operator = await signInSuperadmin(t);
});
afterAll(async () => {
  closeAll();
  await stripe.close();
});

/** A business with its owner's and its kitchen's screens live, and another business's screen live too. */
async function floor(name: string) {
  const owner = await signUpTenant(t.app, name);
  const kitchen = await addStaff(t, owner.tenantId, 'ORDER_STATUS');
  const bystander = await signUpTenant(t.app, `${name} Next Door`);
  const [ownerSocket, kitchenSocket, bystanderSocket] = [owner.client, kitchen.client, bystander.client].map(
    (client) => open(url, client.cookieHeader()),
  ) as [Socket, Socket, Socket];
  await Promise.all([ownerSocket, kitchenSocket, bystanderSocket].map(connected));
  return { owner, kitchen, bystander, ownerSocket, kitchenSocket, bystanderSocket };
}

type TFloor = Awaited<ReturnType<typeof floor>>;

/** The business's sockets end, the other business keeps hearing its events. */
async function expectBusinessDropped(f: TFloor, change: () => Promise<void>) {
  const gone = Promise.all([dropped(f.ownerSocket), dropped(f.kitchenSocket)]);
  const [reasons] = await Promise.all([gone, change()]);
  expect(reasons).toEqual([SERVER_DISCONNECT, SERVER_DISCONNECT]);
  await stillListening(t.app.ctx.realtime, f.bystander.tenantId, f.bystanderSocket);
}

const refusal = (client: TestClient) => connected(open(url, client.cookieHeader()));

/** The operator's update of a business (name, contact email, on or off). */
const setTenant = (owner: { tenantId: string; username: string }, name: string, isActive: boolean) =>
  operator.request('PATCH', `/api/v1/superadmin/tenants/update/${owner.tenantId}`, {
    name,
    email: owner.username,
    isActive,
  });

/** Stripe's whole seconds. */
const iso = (ms: number) => new Date(Math.floor(ms / 1000) * 1000).toISOString();

let subscriptions = 0;
/** A live Stripe subscription for the owner's business, as Stripe's webhook reports it. */
async function subscribe(tenantId: string) {
  subscriptions += 1;
  // Stripe's ids are letters, digits and underscores (the stand-in's cancel path takes only those).
  const key = `${subscriptions}x${Date.now()}`;
  const ids = { tenantId, subscriptionId: `sub_live${key}`, customerId: `cus_live${key}` };
  const now = Date.now();
  const periods = { periodStart: iso(now), periodEnd: iso(now + 30 * DAY) };
  const created = stripeEvents.subscription({
    ...ids,
    ...periods,
    created: now,
    type: 'customer.subscription.created',
    status: 'active',
  });
  expect((await postWebhook(t.app, created)).status).toBe(200);
  return { ids, periods };
}

describe('the operator', () => {
  it("deleting a business ends its sockets at once, not another business's; they cannot connect again", async () => {
    const f = await floor('Deleted Diner');
    await expectBusinessDropped(f, async () => {
      const res = await operator.delete(`/api/v1/superadmin/tenants/delete/${f.owner.tenantId}`);
      expect(res.status).toBe(200);
    });
    await expect(refusal(f.owner.client)).rejects.toThrow(REALTIME_REFUSALS.unauthorized);
    await expect(refusal(f.kitchen.client)).rejects.toThrow(REALTIME_REFUSALS.unauthorized);
  });

  it('switching a business off ends its sockets and refuses new ones until it is switched on again', async () => {
    const f = await floor('Paused Pub');
    await expectBusinessDropped(f, async () => {
      expect((await setTenant(f.owner, 'Paused Pub', false)).status).toBe(200);
    });
    await expect(refusal(f.owner.client)).rejects.toThrow(REALTIME_REFUSALS.subscriptionInactive);
    await expect(refusal(f.kitchen.client)).rejects.toThrow(REALTIME_REFUSALS.subscriptionInactive);

    expect((await setTenant(f.owner, 'Paused Pub', true)).status).toBe(200);
    const back = open(url, f.owner.client.cookieHeader());
    await connected(back);
    await stillListening(t.app.ctx.realtime, f.owner.tenantId, back);
  });

  it('renaming a business that stays active leaves its sockets open', async () => {
    const f = await floor('Renamed Room');
    expect((await setTenant(f.owner, 'Renamed Room Two', true)).status).toBe(200);
    await stillListening(t.app.ctx.realtime, f.owner.tenantId, f.ownerSocket, f.kitchenSocket);
  });
});

describe('billing', () => {
  it("cancelling the subscription ends the business's sockets, and refuses new ones", async () => {
    const f = await floor('Cancelled Cafe');
    await subscribe(f.owner.tenantId);
    const details = await f.owner.client.get<{ subscription_id: string }>(
      '/api/v1/auth/subscription-details',
    );
    await expectBusinessDropped(f, async () => {
      const res = await f.owner.client.post('/api/v1/auth/cancel-subscription', {
        subscription_id: details.body.subscription_id,
      });
      expect(res.status).toBe(200);
    });
    await expect(refusal(f.kitchen.client)).rejects.toThrow(REALTIME_REFUSALS.subscriptionInactive);
  });

  it("Stripe's customer.subscription.deleted ends the business's sockets", async () => {
    const f = await floor('Deleted Subscription Deli');
    const { ids, periods } = await subscribe(f.owner.tenantId);
    const deleted = stripeEvents.subscription({
      ...ids,
      ...periods,
      created: Date.now() + 1000,
      type: 'customer.subscription.deleted',
      status: 'canceled',
    });
    await expectBusinessDropped(f, async () => {
      expect((await postWebhook(t.app, deleted)).status).toBe(200);
    });
    await expect(refusal(f.owner.client)).rejects.toThrow(REALTIME_REFUSALS.subscriptionInactive);
  });

  it('a failed payment (Stripe retries, access goes on) leaves the sockets open', async () => {
    const f = await floor('Retrying Bar');
    const { ids, periods } = await subscribe(f.owner.tenantId);
    const failed = stripeEvents.invoice({
      ...ids,
      ...periods,
      created: Date.now() + 1000,
      type: 'invoice.payment_failed',
      billingReason: 'subscription_cycle',
    });
    expect((await postWebhook(t.app, failed)).status).toBe(200);
    await stillListening(t.app.ctx.realtime, f.owner.tenantId, f.ownerSocket, f.kitchenSocket);
  });
});

describe('an access that ends by itself (trial or paid period over)', () => {
  const endAccess = (tenantId: string, at: number) =>
    t.db
      .updateTable('tenants')
      .set({ access_until: new Date(at).toISOString() })
      .where('id', '=', tenantId)
      .execute();

  it('refuses the handshake of a business whose access has ended', async () => {
    const owner = await signUpTenant(t.app, 'Lapsed Lounge');
    await endAccess(owner.tenantId, Date.now() - 1000);
    await expect(refusal(owner.client)).rejects.toThrow(REALTIME_REFUSALS.subscriptionInactive);
  });

  it('ends an open socket when its business access ends', async () => {
    const owner = await signUpTenant(t.app, 'Ending Eatery');
    // Long enough for the handshake to finish on a busy machine, so it is the open socket that ends.
    await endAccess(owner.tenantId, Date.now() + 3000);
    const socket = open(url, owner.client.cookieHeader());
    await connected(socket);
    expect(await dropped(socket, 10_000)).toBe(SERVER_DISCONNECT);
    await expect(refusal(owner.client)).rejects.toThrow(REALTIME_REFUSALS.subscriptionInactive);
  });

  it("the billing sweep switches lapsed businesses off and ends their sockets, not a live business's", async () => {
    const f = await floor('Swept Steakhouse');
    // The access ends after the sockets opened, as a trial does while the screens stay on.
    await endAccess(f.owner.tenantId, Date.now() - 1000);
    const sweeper = startBillingSweeper(t.app.ctx, t.app.log, 10);
    try {
      await expectBusinessDropped(f, async () => {});
    } finally {
      await sweeper.stop();
    }
    const row = await t.db
      .selectFrom('tenants')
      .select('is_active')
      .where('id', '=', f.owner.tenantId)
      .executeTakeFirstOrThrow();
    expect(row.is_active).toBe(0);
  });
});
