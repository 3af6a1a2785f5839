// Issue 25: one POS device replays 500 orders it made offline (250 sent to the kitchen, 250 paid with each
// payment type in turn), as its outbox does: oldest first, one at a time, each with its own Idempotency-Key and
// its offline block (creation time within the last half hour, the menu version it was priced with). Then the
// same 500 again, as after a lost acknowledgement: each must answer its stored order and write nothing.
// Prints one summary line. Target: the 500 in under 30 s on the embedded database. On PostgreSQL
// (BENCH_DATABASE_URL) the line adds pgbench's one-client TPC-B latency on the same server, in the same run:
// the replay is one request at a time, so a commit's round trip is what it is made of.
import type { TPosInitResponse } from '../packages/shared/src/index.ts';
import { runPgbench, signInDemo, startBenchServer } from './support.ts';

const ORDERS = 500;
const server = await startBenchServer();
try {
  const { cookies } = await signInDemo(server);
  const headers = { 'content-type': 'application/json', origin: server.origin, cookie: cookies };
  const init = (await (await fetch(`${server.url}/api/v1/pos/init`, { headers })).json()) as TPosInitResponse;
  const plain = init.menuItems.filter((item) => item.variants.length === 0 && item.addons.length === 0);
  const deviceId = crypto.randomUUID();
  const startedAt = Date.now() - 30 * 60_000;
  const outbox = Array.from({ length: ORDERS }, (_, index) => {
    const paid = index % 2 === 1;
    const body = {
      cart: [
        { id: plain[index % plain.length]?.id, quantity: 1 + (index % 3) },
        { id: plain[(index + 1) % plain.length]?.id, quantity: 1 },
      ],
      deliveryType: 'takeaway',
      customerType: 'WALKIN',
      ...(paid ? { paymentTypeId: init.paymentTypes[index % init.paymentTypes.length]?.id } : {}),
      offline: {
        createdAt: new Date(startedAt + index * 3_000).toISOString(),
        catalogVersion: init.catalogVersion,
        deviceId,
        provisionalToken: `P-${index + 1}`,
      },
    };
    return { key: crypto.randomUUID(), path: paid ? 'create-order-and-invoice' : 'create-order', body };
  });

  const replay = async () => {
    const tokens: number[] = [];
    const started = performance.now();
    for (const entry of outbox) {
      const res = await fetch(`${server.url}/api/v1/pos/${entry.path}`, {
        method: 'POST',
        headers: { ...headers, 'idempotency-key': entry.key },
        body: JSON.stringify(entry.body),
      });
      const answer = (await res.json()) as { tokenNo?: number; message?: string };
      if (res.status !== 200) throw new Error(`replay refused ${entry.key}: ${res.status} ${answer.message}`);
      tokens.push(Number(answer.tokenNo));
    }
    return { seconds: (performance.now() - started) / 1000, tokens };
  };

  const first = await replay();
  const again = await replay();
  const stored = await server.db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('device_id', '=', deviceId)
    .executeTakeFirstOrThrow();
  const sorted = [...first.tokens].sort((a, b) => a - b);
  const gapless = sorted.every((token, index) => index === 0 || token === (sorted[index - 1] ?? 0) + 1);
  const sameAnswers = again.tokens.every((token, index) => token === first.tokens[index]);
  const ok = Number(stored.n) === ORDERS && gapless && sameAnswers && first.seconds < 30;
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const pgbench = databaseUrl ? await runPgbench(databaseUrl, { clients: 1, seconds: 5 }) : null;
  const perOrderMs = (first.seconds * 1000) / ORDERS;
  console.log(
    `offline-replay: ${ORDERS} offline orders replayed in ${first.seconds.toFixed(1)} s (${(ORDERS / first.seconds).toFixed(0)}/s, ${perOrderMs.toFixed(1)} ms each; target < 30 s), replayed again in ${again.seconds.toFixed(1)} s with the same answers: ${Number(stored.n)} stored, tokens ${gapless ? 'gapless' : 'NOT gapless'}${sameAnswers ? '' : ', answers DIFFER'} (${databaseUrl ? `PostgreSQL; pgbench 1 client ${pgbench?.tps.toFixed(0)} tps, ${pgbench?.latencyMs.toFixed(2)} ms a transaction` : 'SQLite'})`,
  );
  if (!ok) process.exitCode = 1;
} finally {
  await server.close();
}
