// A child process driving the POS and kitchen calls of many stores as a closed loop: each connection waits for
// its answer before it sends again. Reads its plan from the JSON file given as the argument; prints one JSON
// summary: the count and failures per call, the latency percentiles, and each order's send and answer time.
import { readFileSync } from 'node:fs';
import http from 'node:http';

export type TLoadPlan = {
  urls: string[];
  origin: string;
  /** per store: session cookie, client address, a menu item, the server process its terminals talk to */
  stores: { cookie: string; ip: string; itemId: string; url: number }[];
  connections: number;
  seconds: number;
};
export type TLoadSummary = {
  seconds: number;
  total: number;
  failed: number;
  byCall: Record<string, { count: number; failed: number; p50: number; p99: number }>;
  p50: number;
  p99: number;
  /** [store, tokenNo, sent at, answered at] (epoch ms) */
  orders: [number, number, number, number][];
};

const plan = JSON.parse(readFileSync(process.argv[2] as string, 'utf8')) as TLoadPlan;
const agents = plan.urls.map(() => new http.Agent({ keepAlive: true, maxSockets: plan.connections }));
const now = () => performance.timeOrigin + performance.now();

function call(store: TLoadPlan['stores'][number], method: string, path: string, body?: unknown) {
  const url = new URL(path, plan.urls[store.url]);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise<{ status: number; json: Record<string, unknown> }>((resolve, reject) => {
    const req = http.request(
      url,
      {
        method,
        agent: agents[store.url],
        headers: {
          cookie: store.cookie,
          origin: plan.origin,
          'x-forwarded-for': store.ip,
          ...(payload ? { 'content-type': 'application/json' } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json: Record<string, unknown> = {};
          try {
            json = JSON.parse(text) as Record<string, unknown>;
          } catch {
            // a list or an empty answer: only the status matters then
          }
          resolve({ status: res.statusCode ?? 0, json });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const latencies: number[] = [];
const latenciesByCall: Record<string, number[]> = {};
const failedByCall: Record<string, number> = {};
const orders: TLoadSummary['orders'] = [];
/** per store, orders whose line the kitchen may move next: [item id, next status] */
const kitchenQueue = plan.stores.map(() => [] as [string, 'preparing' | 'completed'][]);
const MIX = ['create-order', 'create-order', 'kitchen', 'pos-init', 'orders'] as const;

async function terminal(connection: number, until: number) {
  let turn = connection;
  while (now() < until) {
    // Each connection serves the stores connection, connection + connections, ... in turn.
    const index =
      (connection + plan.connections * (turn % Math.ceil(plan.stores.length / plan.connections))) %
      plan.stores.length;
    const store = plan.stores[index] as TLoadPlan['stores'][number];
    let kind: (typeof MIX)[number] = MIX[turn % MIX.length] as (typeof MIX)[number];
    turn += 1;
    const queue = kitchenQueue[index] as [string, 'preparing' | 'completed'][];
    if (kind === 'kitchen' && queue.length === 0) kind = 'create-order';
    const sentAt = now();
    let ok = false;
    try {
      if (kind === 'create-order') {
        const res = await call(store, 'POST', '/api/v1/pos/create-order', {
          cart: [{ id: store.itemId, quantity: 1 }],
        });
        ok = res.status === 200;
        if (ok) {
          orders.push([index, Number(res.json.tokenNo), sentAt, now()]);
          queue.push([`${res.json.orderId as string}.000`, 'preparing']);
        }
      } else if (kind === 'kitchen') {
        const move = queue.shift() as [string, 'preparing' | 'completed'];
        const res = await call(store, 'POST', `/api/v1/kitchen/${move[0]}`, { status: move[1] });
        ok = res.status === 200;
        if (ok && move[1] === 'preparing') queue.push([move[0], 'completed']);
      } else {
        const res = await call(store, 'GET', kind === 'pos-init' ? '/api/v1/pos/init' : '/api/v1/orders');
        ok = res.status === 200;
      }
    } catch {
      ok = false;
    }
    const latency = now() - sentAt;
    latencies.push(latency);
    const ofCall = latenciesByCall[kind] ?? [];
    ofCall.push(latency);
    latenciesByCall[kind] = ofCall;
    if (!ok) failedByCall[kind] = (failedByCall[kind] ?? 0) + 1;
  }
}

const startedAt = now();
const until = startedAt + plan.seconds * 1000;
await Promise.all(Array.from({ length: plan.connections }, (_, i) => terminal(i, until)));
const seconds = (now() - startedAt) / 1000;
const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const byCall: TLoadSummary['byCall'] = Object.fromEntries(
  Object.entries(latenciesByCall).map(([kind, values]) => [
    kind,
    { count: values.length, failed: failedByCall[kind] ?? 0, p50: pct(values, 50), p99: pct(values, 99) },
  ]),
);
const summary: TLoadSummary = {
  seconds,
  total: latencies.length,
  failed: Object.values(byCall).reduce((n, c) => n + c.failed, 0),
  byCall,
  p50: pct(latencies, 50),
  p99: pct(latencies, 99),
  orders,
};
process.stdout.write(JSON.stringify(summary));
for (const agent of agents) agent.destroy();
