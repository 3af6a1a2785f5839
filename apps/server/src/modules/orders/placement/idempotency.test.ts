import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoAfter, MINUTE } from '../../../lib/time.ts';
import { createTestApp, signUpTenant, type TestClient, type TTestApp } from '../../../test/harness.ts';
import { seedMenu, type TMenuIds } from '../../../test/menu-fixture.ts';
import {
  IDEMPOTENCY_KEY_TTL_MS,
  startIdempotencySweeper,
  sweepExpiredIdempotencyKeys,
} from './idempotency.ts';

let t: TTestApp;
let shop: { client: TestClient; tenantId: string };
let menu: TMenuIds;

beforeAll(async () => {
  t = await createTestApp();
  shop = await signUpTenant(t.app, 'Key Keeper');
  menu = await seedMenu(t.db, shop.tenantId);
});
afterAll(async () => {
  await t.close();
});

type TOrderAnswer = { tokenNo: number; orderId: string };

const sendOrder = (key: string, quantity = 1) =>
  shop.client.post<TOrderAnswer>(
    '/api/v1/pos/create-order',
    { cart: [{ id: menu.water, quantity }] },
    { 'idempotency-key': key },
  );

const countOrders = async () =>
  Number(
    (
      await t.db
        .selectFrom('orders')
        .select(t.db.fn.countAll().as('n'))
        .where('tenant_id', '=', shop.tenantId)
        .executeTakeFirstOrThrow()
    ).n,
  );

/** Moves a key's row back in time, as if it had been stored `ageMs` ago. */
const ageKey = (tenantId: string, key: string, ageMs: number) =>
  t.db
    .updateTable('idempotency_keys')
    .set({ created_at: isoAfter(-ageMs) })
    .where('tenant_id', '=', tenantId)
    .where('key', '=', key)
    .execute();

const storedKeys = async (tenantId: string) =>
  (
    await t.db
      .selectFrom('idempotency_keys')
      .select('key')
      .where('tenant_id', '=', tenantId)
      .orderBy('key')
      .execute()
  ).map((row) => row.key);

async function storeKeys(tenantId: string, keysByAge: Record<string, number>) {
  await t.db
    .insertInto('idempotency_keys')
    .values(
      Object.entries(keysByAge).map(([key, ageMs]) => ({
        tenant_id: tenantId,
        key,
        request_hash: 'h',
        status_code: 200,
        response_body: '{}',
        created_at: isoAfter(-ageMs),
      })),
    )
    .execute();
}

describe('idempotency key lifetime', () => {
  it('replays the stored answer for a retry within 24 hours', async () => {
    const first = await sendOrder('within-a-day');
    expect(first.status).toBe(200);
    const before = await countOrders();
    await ageKey(shop.tenantId, 'within-a-day', IDEMPOTENCY_KEY_TTL_MS - 5 * MINUTE);
    const retry = await sendOrder('within-a-day');
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual(first.body);
    expect(await countOrders()).toBe(before);
  });

  it('treats an expired key as new: the request creates a new order and stores its answer', async () => {
    const first = await sendOrder('older-than-a-day');
    const before = await countOrders();
    await ageKey(shop.tenantId, 'older-than-a-day', IDEMPOTENCY_KEY_TTL_MS + MINUTE);

    // Even with another body: the old answer is gone, not a reason for 422.
    const again = await sendOrder('older-than-a-day', 2);
    expect(again.status).toBe(200);
    expect(again.body.orderId).not.toBe(first.body.orderId);
    expect(await countOrders()).toBe(before + 1);

    const rows = await t.db
      .selectFrom('idempotency_keys')
      .selectAll()
      .where('tenant_id', '=', shop.tenantId)
      .where('key', '=', 'older-than-a-day')
      .execute();
    expect(rows).toHaveLength(1);
    expect(JSON.parse(rows[0]!.response_body)).toMatchObject({ orderId: again.body.orderId });
    expect(Date.parse(rows[0]!.created_at)).toBeGreaterThan(Date.now() - MINUTE);

    const retry = await sendOrder('older-than-a-day', 2);
    expect(retry.body.orderId).toBe(again.body.orderId);
    expect(await countOrders()).toBe(before + 1);
  });

  it('lets racing requests with one expired key create one order', async () => {
    await sendOrder('expired-race');
    await ageKey(shop.tenantId, 'expired-race', IDEMPOTENCY_KEY_TTL_MS + MINUTE);
    const before = await countOrders();
    const answers = await Promise.all(Array.from({ length: 5 }, () => sendOrder('expired-race')));
    expect(answers.map((a) => a.status)).toEqual(Array(5).fill(200));
    expect(new Set(answers.map((a) => a.body.orderId)).size).toBe(1);
    expect(await countOrders()).toBe(before + 1);
  });
});

describe('sweeping expired keys', () => {
  it('deletes only expired rows, of every tenant, in bounded batches', async () => {
    await sweepExpiredIdempotencyKeys(t.db); // whatever earlier tests left behind
    const other = await signUpTenant(t.app, 'Other Keeper');
    const day = IDEMPOTENCY_KEY_TTL_MS;
    const expired = { 'gone-1': day + MINUTE, 'gone-2': 2 * day, 'gone-3': 30 * day, 'gone-4': day + 1000 };
    const live = { 'kept-1': 0, 'kept-2': day - MINUTE };
    await storeKeys(shop.tenantId, { ...expired, ...live });
    await storeKeys(other.tenantId, { 'gone-5': day + MINUTE, 'kept-3': MINUTE });
    const ownBefore = (await storedKeys(shop.tenantId)).filter((k) => !k.startsWith('gone-'));

    // 5 expired rows in batches of 2: three statements.
    expect(await sweepExpiredIdempotencyKeys(t.db, { batchSize: 2 })).toBe(5);
    expect(await storedKeys(shop.tenantId)).toEqual(ownBefore);
    expect(await storedKeys(shop.tenantId)).toEqual(expect.arrayContaining(['kept-1', 'kept-2']));
    expect(await storedKeys(other.tenantId)).toEqual(['kept-3']);
    expect(await sweepExpiredIdempotencyKeys(t.db)).toBe(0);
  });

  it('stops after the current batch when asked', async () => {
    const other = await signUpTenant(t.app, 'Stopping Keeper');
    const old = IDEMPOTENCY_KEY_TTL_MS + MINUTE;
    await storeKeys(other.tenantId, { a: old, b: old, c: old, d: old });
    expect(await sweepExpiredIdempotencyKeys(t.db, { batchSize: 2, shouldStop: () => true })).toBe(2);
    expect(await sweepExpiredIdempotencyKeys(t.db, { batchSize: 2 })).toBe(2);
    expect(await storedKeys(other.tenantId)).toEqual([]);
  });

  it('runs on its timer until stopped', async () => {
    const other = await signUpTenant(t.app, 'Timed Keeper');
    const old = IDEMPOTENCY_KEY_TTL_MS + MINUTE;
    await storeKeys(other.tenantId, { first: old });
    const sweeper = startIdempotencySweeper(t.db, t.app.log, 10);
    await expect.poll(() => storedKeys(other.tenantId), { timeout: 5000 }).toEqual([]);
    await sweeper.stop();
    await storeKeys(other.tenantId, { second: old });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await storedKeys(other.tenantId)).toEqual(['second']);
    await t.db.deleteFrom('idempotency_keys').where('tenant_id', '=', other.tenantId).execute();
  });
});
