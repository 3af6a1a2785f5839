// Issue 26: 100 kitchen tickets through the durable print queue to a fake network printer (a TCP server on
// 127.0.0.1): 100 orders sent from the POS, each queued for its station's printer after the commit, rendered
// to ESC/POS and sent in order. Measures from the first order sent to the 100th ticket received; the budget
// is 5 s. Prints one summary line.
import { newId } from '../apps/server/src/lib/ids.ts';
import { FakePrinter } from '../apps/server/src/test/fake-printer.ts';
import { seedMenu } from '../apps/server/src/test/menu-fixture.ts';
import { postJson, startBenchServer } from './support.ts';

const JOBS = 100;
const BUDGET_MS = 5_000;

// the fake printer listens on the server's own machine
process.env.PRINTERS_ALLOW_LOCAL = 'true';
const printer = await new FakePrinter().start();
const server = await startBenchServer();
try {
  const username = `print-bench-${newId()}@example.com`;
  const password = 'bench-password-1';
  await postJson(`${server.url}/api/v1/auth/signup`, server.origin, {
    biz_name: 'Print Bench',
    username,
    password,
  });
  const signin = await postJson(`${server.url}/api/v1/auth/signin`, server.origin, { username, password });
  const tenantId = (signin.body.user as { tenantId: string }).tenantId;
  const cookie = signin.cookies;
  const menu = await seedMenu(server.db, tenantId);
  const stationId = newId();
  const now = new Date().toISOString();
  await server.db
    .insertInto('kitchen_stations')
    .values({
      id: stationId,
      tenant_id: tenantId,
      name: 'Grill',
      is_default: 1,
      created_at: now,
      updated_at: now,
    })
    .execute();
  /** Sends the orders one after another, as one POS terminal would; answers how long it took. */
  const sendOrders = async () => {
    const from = performance.now();
    for (let i = 0; i < JOBS; i++) {
      const placed = await postJson(
        `${server.url}/api/v1/pos/create-order`,
        server.origin,
        {
          cart: [
            { id: menu.burger, quantity: 1 + (i % 3) },
            { id: menu.water, quantity: 1 },
          ],
          deliveryType: 'takeaway',
          customerType: 'WALKIN',
        },
        cookie,
      );
      if (placed.status !== 200) throw new Error(`order ${i} answered ${placed.status}`);
    }
    return performance.now() - from;
  };
  // the same orders before the store has a printer: what printing adds to the order path
  const withoutPrinterMs = await sendOrders();
  const added = await postJson(
    `${server.url}/api/v1/settings/printers/add`,
    server.origin,
    {
      name: 'Grill printer',
      host: '127.0.0.1',
      port: printer.port,
      paperWidth: 80,
      prints: { receipts: false, stationIds: [stationId] },
      autoPrint: true,
      hasDrawer: false,
    },
    cookie,
  );
  if (added.status !== 200) throw new Error(`adding the printer answered ${added.status}`);

  const started = performance.now();
  const sentMs = await sendOrders();
  await printer.waitForJobs(JOBS);
  const totalMs = performance.now() - started;
  // the last job's status is written once its bytes are out
  await server.app.ctx.printing.wake();

  const rows = await server.db
    .selectFrom('print_jobs')
    .select('status')
    .where('tenant_id', '=', tenantId)
    .orderBy('seq')
    .execute();
  if (rows.length !== JOBS || rows.some((row) => row.status !== 'printed'))
    throw new Error(`expected ${JOBS} printed jobs, found ${rows.length}`);
  if (printer.jobs.length !== JOBS)
    throw new Error(`the printer got ${printer.jobs.length} jobs, not ${JOBS}`);
  const bytes = printer.jobs.reduce((sum, job) => sum + job.length, 0);
  console.log(
    `print-queue: ${JOBS} kitchen tickets to a fake network printer in ${totalMs.toFixed(0)} ms (budget ${BUDGET_MS} ms; orders sent in ${sentMs.toFixed(0)} ms, ${withoutPrinterMs.toFixed(0)} ms without a printer), each once, ${(bytes / JOBS).toFixed(0)} bytes per ticket, ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'SQLite'}`,
  );
  if (totalMs > BUDGET_MS) process.exitCode = 1;
} finally {
  await server.close();
  await printer.stop();
}
