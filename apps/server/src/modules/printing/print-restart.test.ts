import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { newId } from '../../lib/ids.ts';
import { FakePrinter } from '../../test/fake-printer.ts';
import { createTestApp, signUpTenant, type TTestApp } from '../../test/harness.ts';

let t: TTestApp;
let printer: FakePrinter;

beforeAll(async () => {
  printer = await new FakePrinter().start();
  t = await createTestApp({ PRINTERS_ALLOW_LOCAL: 'true' });
});
afterAll(async () => {
  // the first app is closed by the test; close() closes it again (a no-op) and drops the database
  await t.close();
  await printer.stop();
});

describe('the print queue across a restart', () => {
  it('never sends a printed job again, and marks a job the stopped server was sending uncertain', async () => {
    const shop = await signUpTenant(t.app, 'Restart Shop');
    const printerId = (
      await shop.client.post<{ id: string }>('/api/v1/settings/printers/add', {
        name: 'Counter',
        host: '127.0.0.1',
        port: printer.port,
        paperWidth: 80,
        prints: { receipts: true, stationIds: [] },
        autoPrint: true,
        hasDrawer: false,
      })
    ).body.id;
    expect((await shop.client.post(`/api/v1/settings/printers/${printerId}/test`)).status).toBe(200);
    expect(printer.jobs).toHaveLength(1);

    // the server stops while it sends a job (its lease ran out), with another queued behind it
    const job = (seq: number, status: 'sending' | 'queued', title: string) => ({
      id: newId(),
      tenant_id: shop.tenantId,
      printer_id: printerId,
      seq,
      kind: 'receipt' as const,
      title,
      payload: Buffer.from(`\u001b@${title}\n`),
      status,
      attempts: status === 'sending' ? 1 : 0,
      next_attempt_at: new Date(Date.now() - 60_000).toISOString(),
      created_at: new Date().toISOString(),
    });
    const inFlight = job(100, 'sending', 'in flight');
    const next = job(101, 'queued', 'next one');
    await t.app.close();
    await t.db.insertInto('print_jobs').values([inFlight, next]).execute();

    const again = await buildApp({ config: t.config, db: t.db, logger: false });
    await again.ready();
    try {
      await printer.waitForJobs(2);
      await again.ctx.printing.wake();
      const rows = await t.db
        .selectFrom('print_jobs')
        .select(['title', 'status'])
        .where('printer_id', '=', printerId)
        .orderBy('seq')
        .execute();
      expect(rows.map((r) => r.status)).toEqual(['printed', 'uncertain', 'printed']);
      // the test page once, the job after the uncertain one once, and never the uncertain one
      expect(printer.jobs).toHaveLength(2);
      expect(printer.jobs[1]?.includes('next one')).toBe(true);
      expect(printer.jobs.some((bytes) => bytes.includes('in flight'))).toBe(false);
    } finally {
      await again.close();
    }
  });
});
