// Time from create-order's answer to a Kitchen socket receiving `new_order`, with 500 sockets of the store
// connected (as many kitchen, orders and POS screens as a large group would have). Prints one summary line.
import { io, type Socket } from 'socket.io-client';
import { postJson, signInDemo, startBenchServer } from './support.ts';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 500);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 200);

const server = await startBenchServer();
const sockets: Socket[] = [];
try {
  const { cookies, tenantId } = await signInDemo(server);
  const water = await server.db
    .selectFrom('menu_items')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('title', '=', 'Sparkling Water')
    .executeTakeFirstOrThrow();

  for (let i = 0; i < SOCKETS; i++) {
    sockets.push(
      io(server.url, {
        path: '/socket.io',
        transports: ['websocket'],
        extraHeaders: { cookie: cookies },
        reconnection: false,
      }),
    );
  }
  await Promise.all(
    sockets.map(
      (s) =>
        new Promise((resolve, reject) => {
          s.once('connect', () => resolve(undefined));
          s.once('connect_error', reject);
        }),
    ),
  );

  const kitchen = sockets[SOCKETS - 1]!;
  // The server emits right after the commit, before it writes the HTTP answer, so the event usually beats
  // the answer: "after answer" is clamped at 0, and the time from sending the request is reported too.
  const afterAnswer: number[] = [];
  const afterSend: number[] = [];
  for (let i = 0; i < ORDERS; i++) {
    const received = new Promise<number>((resolve) =>
      kitchen.once('new_order', () => resolve(performance.now())),
    );
    const sentAt = performance.now();
    const res = await postJson(
      `${server.url}/api/v1/pos/create-order`,
      server.origin,
      { cart: [{ id: water.id, quantity: 1 }] },
      cookies,
    );
    const answeredAt = performance.now();
    if (res.status !== 200) throw new Error(`create-order answered ${res.status}`);
    const at = await received;
    afterAnswer.push(Math.max(0, at - answeredAt));
    afterSend.push(at - sentAt);
  }
  const pct = (values: number[], p: number) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!.toFixed(1);
  };
  console.log(
    `kitchen-latency: new_order reaches a kitchen socket p95 ${pct(afterAnswer, 95)} ms after create-order's answer (p50 ${pct(afterAnswer, 50)}), p95 ${pct(afterSend, 95)} ms after the request was sent (p50 ${pct(afterSend, 50)}; ${SOCKETS} sockets, ${ORDERS} orders; target p95 ≤ 20 ms)`,
  );
} finally {
  for (const s of sockets) s.disconnect();
  await server.close();
}
