import type { AddressInfo } from 'node:net';
import { MSG } from '@opentab/shared';
import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpTenant, TEST_ORIGIN, type TTestApp } from '../../test/harness.ts';
import { burgerAndWater, shopWithMenu } from '../../test/order-shop.ts';

const TOKEN = 'scrape-token-0123456789abcdef';

/** One sample's value from Prometheus text: `name{labels} value`, labels given as they are printed. */
function sample(text: string, name: string, labels = ''): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(labels ? `${name}{${labels}} ` : `${name} `));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('GET /metrics without METRICS_TOKEN', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('does not exist, whatever the Authorization header says', async () => {
    for (const authorization of [undefined, `Bearer ${TOKEN}`, 'Bearer ']) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: MSG.notFound });
    }
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  let t: TTestApp;
  const scrape = (authorization?: string) =>
    t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN: TOKEN });
  });
  afterAll(() => t.close());

  it('answers 401 with a bearer challenge without the token, with another one or in another scheme', async () => {
    for (const authorization of [
      undefined,
      'Bearer wrong-token-0123456789abcdef',
      `Bearer ${TOKEN}x`,
      `Bearer ${TOKEN.slice(0, -1)}`,
      `Basic ${Buffer.from(`metrics:${TOKEN}`).toString('base64')}`,
      TOKEN,
    ]) {
      const res = await scrape(authorization);
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(res.json()).toEqual({ message: MSG.metricsTokenRequired });
    }
  });

  it('answers Prometheus text to the token, with the runtime, socket and database series', async () => {
    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    const text = res.body;
    expect(text).toContain('# TYPE nodejs_eventloop_lag_p99_seconds gauge');
    expect(text).toContain('# TYPE process_cpu_seconds_total counter');
    expect(sample(text, 'opentab_realtime_open_sockets')).toBe(0);
    expect(text).toContain('# TYPE opentab_db_transaction_wait_seconds histogram');
    if (process.env.TEST_DATABASE_URL) {
      expect(sample(text, 'opentab_db_pool_max')).toBeGreaterThan(0);
      expect(sample(text, 'opentab_db_pool_waiting')).toBe(0);
      expect(sample(text, 'opentab_db_pool_in_use')).toBe(0);
      expect(text).not.toContain('opentab_db_write_queue_depth');
    } else {
      expect(sample(text, 'opentab_db_write_queue_depth')).toBe(0);
      expect(text).not.toContain('opentab_db_pool_');
    }
  });

  it('counts an order once it is stored, not its replay, and times requests by route pattern', async () => {
    const before = sample((await scrape(`Bearer ${TOKEN}`)).body, 'opentab_orders_created_total') ?? 0;
    const shop = await shopWithMenu(t);
    const headers = { 'idempotency-key': 'metrics-order-1' };
    const first = await shop.client.post('/api/v1/pos/create-order', burgerAndWater(shop.menu), headers);
    const replay = await shop.client.post('/api/v1/pos/create-order', burgerAndWater(shop.menu), headers);
    expect(first.status).toBe(200);
    expect(replay.status).toBe(200);
    expect(replay.body.orderId).toBe(first.body.orderId);
    const orderId = first.body.orderId as string;
    expect((await shop.client.get(`/api/v1/receipts/order/${orderId}`)).status).toBe(200);
    // refused before validation: counted under its route with its own status
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/v1/pos/create-order',
      headers: { origin: 'http://localhost:3000', 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(refused.statusCode).toBe(401);

    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(sample(text, 'opentab_orders_created_total')).toBe(before + 1);
    const created = 'method="POST",route="/api/v1/pos/create-order",status_code="200"';
    expect(sample(text, 'opentab_http_request_duration_seconds_count', created)).toBe(2);
    expect(sample(text, 'opentab_http_request_duration_seconds_bucket', `le="+Inf",${created}`)).toBe(2);
    expect(
      sample(
        text,
        'opentab_http_request_duration_seconds_count',
        'method="POST",route="/api/v1/pos/create-order",status_code="401"',
      ),
    ).toBe(1);
    const orderRoute = text
      .split('\n')
      .find(
        (l) => l.startsWith('opentab_http_request_duration_seconds_count') && l.includes('/receipts/order/'),
      );
    expect(orderRoute).toContain('route="/api/v1/receipts/order/:id",status_code="200"');
    // the ids of a raw URL never become a label
    expect(text).not.toContain(orderId);
    expect(sample(text, 'opentab_db_transaction_wait_seconds_count')).toBeGreaterThanOrEqual(1);
  });

  it('counts the sockets open on this process', async () => {
    const { client } = await signUpTenant(t.app, 'Socket Shop');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const socket = connect(`http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`, {
      path: '/socket.io',
      transports: ['websocket'],
      extraHeaders: { cookie: client.cookieHeader(), origin: TEST_ORIGIN },
      reconnection: false,
    });
    try {
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', resolve);
        socket.once('connect_error', reject);
      });
      expect(sample((await scrape(`Bearer ${TOKEN}`)).body, 'opentab_realtime_open_sockets')).toBe(1);
    } finally {
      socket.disconnect();
    }
    await expect
      .poll(async () => sample((await scrape(`Bearer ${TOKEN}`)).body, 'opentab_realtime_open_sockets'))
      .toBe(0);
  });

  it('counts unmatched paths under one label, not their URLs', async () => {
    await t.app.inject({ method: 'GET', url: '/no/such/page-4711' });
    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(
      sample(
        text,
        'opentab_http_request_duration_seconds_count',
        'method="GET",route="unmatched",status_code="404"',
      ),
    ).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain('page-4711');
  });
});
