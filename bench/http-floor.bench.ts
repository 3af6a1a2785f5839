// What the HTTP stack alone costs on this machine, for reading create-order's figure: the same load
// (50 connections, the bench's order body and cookies) against two routes that touch no order data.
// "bare" passes only the app's global hooks (security headers, cookies, CSRF check, JSON body);
// "guarded" adds create-order's guard (session lookup, POS scope) and its body validation. Their paths sit
// in the permission table's public health group and the POS group, which guard them as they do real calls.
// Both answer a small fixed JSON body. Prints one summary line.
import { ZCreateOrderSchema } from '@opentab/shared';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../apps/server/src/plugins/auth.ts';
import { runLoad, signInDemo, startBenchServer } from './support.ts';

const ROUTES = { bare: '/api/v1/health/bench', guarded: '/api/v1/pos/bench' } as const;
const answer = { message: 'Order sent to Kitchen!', tokenNo: 12, orderId: 'AZK3dGx0b1m4nQ2pR7sT' };

const server = await startBenchServer({
  extend(app) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.post(ROUTES.bare, async () => answer);
    r.post(ROUTES.guarded, { schema: { body: ZCreateOrderSchema } }, async (request) => ({
      ...answer,
      by: currentUser(request).userId,
    }));
  },
});
try {
  const { cookies } = await signInDemo(server);
  const body = JSON.stringify({
    cart: [
      {
        id: 'AZK3dGx0b1m4nQ2pR7sA',
        quantity: 2,
        variant_id: 'AZK3dGx0b1m4nQ2pR7sB',
        addons_ids: ['AZK3dGx0b1m4nQ2pR7sC'],
        notes: 'extra hot',
      },
      { id: 'AZK3dGx0b1m4nQ2pR7sD', quantity: 1 },
    ],
    deliveryType: 'takeaway',
    customerType: 'WALKIN',
  });
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  const measure = async (route: keyof typeof ROUTES) => {
    const cpuBefore = process.cpuUsage();
    const load = await runLoad(`${server.url}${ROUTES[route]}`, {
      method: 'POST',
      body,
      connections: 50,
      seconds,
      headers: { cookie: cookies, origin: server.origin, 'content-type': 'application/json' },
    });
    if (load.non2xx > 0 || load.errors > 0)
      throw new Error(`${route}: ${load.non2xx} non-2xx, ${load.errors} errors`);
    const cpu = process.cpuUsage(cpuBefore);
    const cpuPerRequest = Math.round((cpu.user + cpu.system) / (load.rps * seconds));
    return `${load.rps} req/s, p50 ${load.p50} ms, p99 ${load.p99} ms, server CPU ${cpuPerRequest} µs/req`;
  };
  const bare = await measure('bare');
  const guarded = await measure('guarded');
  console.log(
    `http-floor: bare POST ${bare}; guarded and validated POST ${guarded} (50 connections, ${seconds} s each)`,
  );
} finally {
  await server.close();
}
