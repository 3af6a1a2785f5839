// Time from create-order's answer to a Kitchen socket receiving `new_order`, with 500 sockets of the store
// connected from another process (as many kitchen, orders and POS screens as a large group would have).
// Prints one summary line.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { postJson, signInDemo, startBenchServer } from './support.ts';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 500);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 200);
const epochNow = () => performance.timeOrigin + performance.now();

const server = await startBenchServer();
const fleet = await (async () => {
  const { cookies, tenantId } = await signInDemo(server);
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(import.meta.dirname, 'support/socket-fleet.ts'),
      server.url,
      cookies,
      String(SOCKETS),
    ],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const received = new Map<number, number>();
  const waiters = new Map<number, (at: number) => void>();
  let ready: () => void = () => {};
  const isReady = new Promise<void>((resolve) => {
    ready = resolve;
  });
  createInterface({ input: child.stdout }).on('line', (line) => {
    if (line === 'ready') return ready();
    const [, token, at] = line.split(' ');
    const waiter = waiters.get(Number(token));
    if (waiter) waiter(Number(at));
    else received.set(Number(token), Number(at));
  });
  await isReady;
  const arrival = (token: number) =>
    new Promise<number>((resolve) => {
      const at = received.get(token);
      if (at !== undefined) resolve(at);
      else waiters.set(token, resolve);
    });
  return { child, tenantId, cookies, arrival };
})();

try {
  const water = await server.db
    .selectFrom('menu_items')
    .select('id')
    .where('tenant_id', '=', fleet.tenantId)
    .where('title', '=', 'Sparkling Water')
    .executeTakeFirstOrThrow();
  const afterAnswer: number[] = [];
  const afterSend: number[] = [];
  for (let i = 0; i < ORDERS; i++) {
    const sentAt = epochNow();
    const res = await postJson(
      `${server.url}/api/v1/pos/create-order`,
      server.origin,
      { cart: [{ id: water.id, quantity: 1 }] },
      fleet.cookies,
    );
    const answeredAt = epochNow();
    if (res.status !== 200) throw new Error(`create-order answered ${res.status}`);
    const at = await fleet.arrival(Number(res.body.tokenNo));
    // The server emits right after the commit, before it writes the answer, so the event may beat it (≤ 0).
    afterAnswer.push(at - answeredAt);
    afterSend.push(at - sentAt);
  }
  const pct = (values: number[], p: number) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!.toFixed(1);
  };
  console.log(
    `kitchen-latency: new_order reaches a kitchen socket p50 ${pct(afterAnswer, 50)} ms, p95 ${pct(afterAnswer, 95)} ms after create-order's answer (negative: before it); p95 ${pct(afterSend, 95)} ms after the request was sent (${SOCKETS} sockets in another process, ${ORDERS} orders; target p95 ≤ 20 ms)`,
  );
} finally {
  fleet.child.kill('SIGTERM');
  await server.close();
}
