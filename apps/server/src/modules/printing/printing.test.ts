import { MSG, PRINT_MSG, type TPrinterResponse, type TPrintJobResponse } from '@opentab/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../lib/ids.ts';
import { ESC_POS, FakePrinter } from '../../test/fake-printer.ts';
import { expectGuarded, expectNotFound } from '../../test/guards.ts';
import { addStaff, createTestApp, signUpTenant, type TestClient, type TTestApp } from '../../test/harness.ts';
import { burgerAndWater, shopWithMenu } from '../../test/order-shop.ts';

const PRINTERS = '/api/v1/settings/printers';
const JOBS = '/api/v1/print-jobs';

let t: TTestApp;
let owner: TestClient;
let ownerTenant: string;
let other: TestClient;
let otherTenant: string;
let kitchenStaff: TestClient;
let ordersStaff: TestClient;
let printer: FakePrinter;

const printerBody = (over: Record<string, unknown> = {}) => ({
  name: 'Front counter',
  host: '127.0.0.1',
  port: printer.port,
  paperWidth: 80,
  prints: { receipts: true, stationIds: [] },
  autoPrint: true,
  hasDrawer: false,
  ...over,
});

async function addStation(tenantId: string, name: string, isDefault = false): Promise<string> {
  const id = newId();
  const now = new Date().toISOString();
  await t.db
    .insertInto('kitchen_stations')
    .values({
      id,
      tenant_id: tenantId,
      name,
      is_default: isDefault ? 1 : 0,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

const list = async (client: TestClient) => (await client.get<TPrinterResponse[]>(PRINTERS)).body;
const jobsOf = async (tenantId: string) =>
  t.db.selectFrom('print_jobs').selectAll().where('tenant_id', '=', tenantId).orderBy('seq').execute();

beforeAll(async () => {
  printer = await new FakePrinter().start();
  t = await createTestApp({ PRINTERS_ALLOW_LOCAL: 'true' });
  const a = await signUpTenant(t.app, 'Print Palace');
  owner = a.client;
  ownerTenant = a.tenantId;
  const b = await signUpTenant(t.app, 'Other Palace');
  other = b.client;
  otherTenant = b.tenantId;
  kitchenStaff = (await addStaff(t, a.tenantId, 'KITCHEN')).client;
  ordersStaff = (await addStaff(t, a.tenantId, 'ORDERS')).client;
});
afterAll(async () => {
  await t.close();
  await printer.stop();
});

describe('printers', () => {
  it('adds, lists, updates and deletes a printer, with the stations whose tickets it prints', async () => {
    const grill = await addStation(ownerTenant, 'Grill');
    const bar = await addStation(ownerTenant, 'Bar');
    const add = await owner.post<{ message: string; id: string }>(
      `${PRINTERS}/add`,
      printerBody({ paperWidth: 58, prints: { receipts: false, stationIds: [grill] } }),
    );
    expect(add.status).toBe(200);
    expect(add.body).toEqual({ message: PRINT_MSG.printerAdded, id: expect.any(String) });
    const id = add.body.id;
    expect((await list(owner)).find((p) => p.id === id)).toEqual({
      id,
      name: 'Front counter',
      host: '127.0.0.1',
      port: printer.port,
      paperWidth: 58,
      charsPerLine: 32,
      prints: { receipts: false, stationIds: [grill] },
      autoPrint: true,
      hasDrawer: false,
      status: 'unknown',
      statusAt: null,
      failingSince: null,
      lastJobAt: null,
    });

    const update = await owner.post(
      `${PRINTERS}/${id}/update`,
      printerBody({
        name: 'Bar printer',
        charsPerLine: 42,
        prints: { receipts: true, stationIds: [bar] },
        hasDrawer: true,
      }),
    );
    expect(update.body).toEqual({ message: PRINT_MSG.printerUpdated });
    const updated = (await list(owner)).find((p) => p.id === id);
    expect(updated).toMatchObject({
      name: 'Bar printer',
      paperWidth: 80,
      charsPerLine: 42,
      prints: { receipts: true, stationIds: [bar] },
      hasDrawer: true,
    });
    // the grill printed on it and now has no printer: the one link is the station's printer_id
    const stations = await t.db
      .selectFrom('kitchen_stations')
      .select(['id', 'printer_id'])
      .where('tenant_id', '=', ownerTenant)
      .execute();
    expect(stations.find((s) => s.id === grill)?.printer_id).toBeNull();
    expect(stations.find((s) => s.id === bar)?.printer_id).toBe(id);

    const del = await owner.delete(`${PRINTERS}/${id}`);
    expect(del.body).toEqual({ message: PRINT_MSG.printerDeleted });
    expect((await list(owner)).some((p) => p.id === id)).toBe(false);
    const barAfter = await t.db
      .selectFrom('kitchen_stations')
      .select('printer_id')
      .where('id', '=', bar)
      .executeTakeFirstOrThrow();
    expect(barAfter.printer_id).toBeNull();
  });

  it.each([
    [{ name: ' ' }, PRINT_MSG.providePrinterName],
    [{ name: 'x'.repeat(101) }, PRINT_MSG.printerNameTooLong],
    [{ host: '' }, PRINT_MSG.providePrinterAddress],
    [{ host: 'printer;rm -rf' }, PRINT_MSG.providePrinterAddress],
    [{ port: 22 }, PRINT_MSG.invalidPrinterPort],
    [{ port: 6379 }, PRINT_MSG.invalidPrinterPort],
    [{ port: 9100.5 }, PRINT_MSG.invalidPrinterPort],
    [{ paperWidth: 70 }, PRINT_MSG.selectPaperWidth],
    [{ charsPerLine: 10 }, PRINT_MSG.invalidCharsPerLine],
    [{ host: '169.254.169.254' }, PRINT_MSG.printerAddressRefused],
    [{ host: 'fe80::1' }, PRINT_MSG.printerAddressRefused],
    [{ host: '::ffff:169.254.169.254' }, PRINT_MSG.printerAddressRefused],
    [{ host: '224.0.0.1' }, PRINT_MSG.printerAddressRefused],
    [{ prints: { receipts: true, stationIds: ['nope'] } }, PRINT_MSG.unknownStation],
    [{ autoPrint: 'yes' }, MSG.invalidRequest],
  ])('refuses %j and changes nothing', async (over, message) => {
    const before = await list(owner);
    const res = await owner.post(`${PRINTERS}/add`, printerBody(over));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await list(owner)).toEqual(before);
  });

  it("refuses another store's station", async () => {
    const theirs = await addStation(otherTenant, 'Their grill');
    const res = await owner.post(
      `${PRINTERS}/add`,
      printerBody({ prints: { receipts: false, stationIds: [theirs] } }),
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(PRINT_MSG.unknownStation);
  });

  it('refuses loopback addresses unless PRINTERS_ALLOW_LOCAL is set', async () => {
    const strict = await createTestApp();
    try {
      const shop = await signUpTenant(strict.app, 'Strict Shop');
      for (const host of ['127.0.0.1', '::1', 'localhost', '0.0.0.0', '169.254.169.254']) {
        const res = await shop.client.post(`${PRINTERS}/add`, printerBody({ host }));
        expect(res.status, host).toBe(400);
        expect(res.body.message, host).toBe(PRINT_MSG.printerAddressRefused);
      }
      const lan = await shop.client.post(`${PRINTERS}/add`, printerBody({ host: '192.168.1.50' }));
      expect(lan.status).toBe(200);
      expect((await shop.client.get<TPrinterResponse[]>(PRINTERS)).body).toHaveLength(1);
    } finally {
      await strict.close();
    }
  });

  it('needs SETTINGS for every printer call', async () => {
    for (const staff of [kitchenStaff, ordersStaff]) {
      await expectGuarded(t, staff, { method: 'GET', url: PRINTERS });
      await expectGuarded(t, staff, { method: 'POST', url: `${PRINTERS}/add`, body: printerBody() });
      await expectGuarded(t, staff, { method: 'POST', url: `${PRINTERS}/x/update`, body: printerBody() });
      await expectGuarded(t, staff, { method: 'DELETE', url: `${PRINTERS}/x` });
      await expectGuarded(t, staff, { method: 'POST', url: `${PRINTERS}/x/test` });
    }
  });

  it("never shows or touches another store's printer", async () => {
    const add = await owner.post<{ id: string }>(`${PRINTERS}/add`, printerBody({ name: 'Mine' }));
    const id = add.body.id;
    expect((await list(other)).some((p) => p.id === id)).toBe(false);
    await expectNotFound(other, { method: 'POST', url: `${PRINTERS}/${id}/update`, body: printerBody() });
    await expectNotFound(other, { method: 'DELETE', url: `${PRINTERS}/${id}` });
    await expectNotFound(other, { method: 'POST', url: `${PRINTERS}/${id}/test` });
    expect((await list(owner)).find((p) => p.id === id)?.name).toBe('Mine');
    await owner.delete(`${PRINTERS}/${id}`);
  });
});

describe('test print', () => {
  it('prints the test page at once and says so; an unreachable printer is reported', async () => {
    const id = (await owner.post<{ id: string }>(`${PRINTERS}/add`, printerBody({ name: 'Tester' }))).body.id;
    const before = printer.jobs.length;
    const res = await owner.post(`${PRINTERS}/${id}/test`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: PRINT_MSG.testPagePrinted });
    expect(printer.jobs).toHaveLength(before + 1);
    const bytes = printer.jobs.at(-1) as Buffer;
    expect(bytes.subarray(0, 2)).toEqual(ESC_POS.initialise);
    expect(bytes.includes('Tester')).toBe(true);
    expect(bytes.includes(ESC_POS.cut)).toBe(true);
    expect((await list(owner)).find((p) => p.id === id)).toMatchObject({
      status: 'online',
      lastJobAt: expect.any(String),
    });

    // a port where nothing listens
    const downPort = printer.port === 9199 ? 9198 : printer.port + 1;
    const down = (
      await owner.post<{ id: string }>(`${PRINTERS}/add`, printerBody({ name: 'Down', port: downPort }))
    ).body.id;
    const failed = await owner.post(`${PRINTERS}/${down}/test`);
    expect(failed.status).toBe(409);
    expect(failed.body.message).toBe(PRINT_MSG.printerUnreachable);
    expect((await list(owner)).find((p) => p.id === down)?.status).toBe('offline');
    const jobs = (await owner.get<TPrintJobResponse[]>(`${JOBS}?printerId=${down}`)).body;
    expect(jobs.map((j) => [j.kind, j.status])).toEqual([['test', 'failed']]);
    await owner.delete(`${PRINTERS}/${id}`);
    await owner.delete(`${PRINTERS}/${down}`);
  });
});

/** Polls the database until the job has this status (the worker runs beside the test). */
async function untilJobStatus(id: string, status: string) {
  for (;;) {
    const row = await t.db.selectFrom('print_jobs').select('status').where('id', '=', id).executeTakeFirst();
    if (row?.status === status) return;
    await t.app.ctx.printing.wake();
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('printing by itself', () => {
  it("prints each station's kitchen ticket when an order is sent, and the receipt after payment", async () => {
    const shop = await shopWithMenu(t, 'Ticket Shop');
    const grill = await addStation(shop.tenantId, 'Grill', true);
    const kitchen = new FakePrinter();
    await kitchen.start();
    try {
      const kitchenId = (
        await shop.client.post<{ id: string }>(
          `${PRINTERS}/add`,
          printerBody({
            name: 'Grill printer',
            port: kitchen.port,
            prints: { receipts: false, stationIds: [grill] },
          }),
        )
      ).body.id;
      const counterId = (
        await shop.client.post<{ id: string }>(
          `${PRINTERS}/add`,
          printerBody({ name: 'Counter', port: kitchen.port, hasDrawer: true }),
        )
      ).body.id;
      await t.db
        .updateTable('print_settings')
        .set({ is_enable_print: 1 })
        .where('tenant_id', '=', shop.tenantId)
        .execute();

      const placed = await shop.client.post<{ tokenNo: number; orderId: string; invoiceId: string }>(
        '/api/v1/pos/create-order-and-invoice',
        {
          cart: [
            { id: shop.menu.burger, quantity: 2 },
            { id: shop.menu.water, quantity: 1 },
          ],
          deliveryType: 'takeaway',
          customerType: 'WALKIN',
          paymentTypeId: shop.menu.cash,
        },
      );
      expect(placed.status).toBe(200);
      await kitchen.waitForJobs(2);
      for (const job of await jobsOf(shop.tenantId)) await untilJobStatus(job.id, 'printed');
      const jobs = await jobsOf(shop.tenantId);
      expect(jobs.map((j) => [j.printer_id, j.kind, j.status])).toEqual(
        expect.arrayContaining([
          [kitchenId, 'kitchen', 'printed'],
          [counterId, 'receipt', 'printed'],
        ]),
      );
      expect(jobs).toHaveLength(2);
      // both printers listen on one fake port and print side by side, so the two jobs arrive in either order:
      // the receipt is the one with a total, the ticket the other
      expect(kitchen.jobs.filter((bytes) => bytes.includes('Total'))).toHaveLength(1);
      const ticket = kitchen.jobs.find((bytes) => !bytes.includes('Total')) as Buffer;
      expect(ticket.includes('2 x Burger')).toBe(true);
      expect(ticket.subarray(0, 2)).toEqual(ESC_POS.initialise);
      expect(ticket.includes('Grill')).toBe(true);
      expect(ticket.includes(String(placed.body.tokenNo))).toBe(true);
      expect(ticket.includes('1 x Water')).toBe(true);
      expect(ticket.includes(ESC_POS.cut)).toBe(true);
      expect(ticket.includes(ESC_POS.drawer)).toBe(false);
      const receipt = kitchen.jobs.find((bytes) => bytes.includes('Total')) as Buffer;
      expect(receipt.subarray(0, 2)).toEqual(ESC_POS.initialise);
      expect(receipt.includes('2 x Burger')).toBe(true);
      expect(receipt.includes(ESC_POS.cut)).toBe(true);
      // paid in cash on a printer with a drawer
      expect(receipt.includes(ESC_POS.drawer)).toBe(true);

      // the Orders screen sees both jobs of the order, and a reprint is a new job, printed once more
      const seen = await shop.client.get<TPrintJobResponse[]>(`${JOBS}?orderId=${placed.body.orderId}`);
      expect(seen.status).toBe(200);
      expect(seen.body.map((j) => j.kind).sort()).toEqual(['kitchen', 'receipt']);
      const ticketJob = seen.body.find((j) => j.kind === 'kitchen') as TPrintJobResponse;
      expect(ticketJob).toMatchObject({
        printerName: 'Grill printer',
        status: 'printed',
        tokenNo: placed.body.tokenNo,
      });
      const reprint = await shop.client.post<{ message: string; id: string }>(
        `${JOBS}/${ticketJob.id}/reprint`,
      );
      expect(reprint.body).toEqual({ message: PRINT_MSG.jobQueuedAgain, id: expect.any(String) });
      await kitchen.waitForJobs(3);
      expect(kitchen.jobs[2]).toEqual(ticket);
      await untilJobStatus(reprint.body.id, 'printed');
      const again = await shop.client.get<TPrintJobResponse[]>(
        `${JOBS}?status=printed&printerId=${kitchenId}`,
      );
      expect(again.body.map((j) => j.reprintOf)).toEqual([ticketJob.id, null]);

      // other stores see none of it and cannot reprint it
      expect((await other.get<TPrintJobResponse[]>(`${JOBS}?orderId=${placed.body.orderId}`)).body).toEqual(
        [],
      );
      await expectNotFound(other, { method: 'POST', url: `${JOBS}/${ticketJob.id}/reprint` });
      expect(kitchen.jobs).toHaveLength(3);
    } finally {
      await kitchen.stop();
    }
  });

  it("prints the receipt of a table's bill paid on the Orders screen, opening the drawer for cash", async () => {
    const shop = await shopWithMenu(t, 'Receipt Shop');
    const counter = await new FakePrinter().start();
    try {
      await shop.client.post(
        `${PRINTERS}/add`,
        printerBody({ name: 'Counter', port: counter.port, hasDrawer: true }),
      );
      const table = async () => {
        const one = await shop.order({
          ...burgerAndWater(shop.menu, shop.menu.table1),
          customerType: 'WALKIN',
        });
        const two = await shop.order({
          ...burgerAndWater(shop.menu, shop.menu.table1),
          customerType: 'WALKIN',
          cart: [{ id: shop.menu.water, quantity: 1 }],
        });
        return [one.orderId, two.orderId];
      };
      const pay = (orderIds: string[]) =>
        shop.client.post<{ invoiceId: string }>('/api/v1/orders/complete-and-pay-order', {
          orderIds,
          paymentTypeId: shop.menu.cash,
        });
      await t.db
        .updateTable('print_settings')
        .set({ is_enable_print: 1 })
        .where('tenant_id', '=', shop.tenantId)
        .execute();
      const orderIds = await table();
      const paid = await pay(orderIds);
      expect(paid.status).toBe(200);
      await counter.waitForJobs(1);
      const receipt = counter.jobs[0] as Buffer;
      expect(receipt.subarray(0, 2)).toEqual(ESC_POS.initialise);
      expect(receipt.includes('1 x Burger')).toBe(true);
      expect(receipt.includes('Total')).toBe(true);
      expect(receipt.includes(ESC_POS.drawer)).toBe(true);
      expect(receipt.includes(ESC_POS.cut)).toBe(true);
      const jobs = await jobsOf(shop.tenantId);
      expect(jobs.map((j) => [j.kind, j.invoice_id])).toEqual([['receipt', paid.body.invoiceId]]);
      // each order of the bill finds its receipt
      for (const orderId of orderIds) {
        const seen = await shop.client.get<TPrintJobResponse[]>(`${JOBS}?orderId=${orderId}`);
        expect(seen.body.map((j) => j.kind)).toEqual(['receipt']);
      }
    } finally {
      await counter.stop();
    }
  });

  it('prints no receipt when the print settings do not print', async () => {
    // its own app: closing it waits for what the payment queues, so "nothing" is known, not hoped
    const own = await createTestApp({ PRINTERS_ALLOW_LOCAL: 'true' });
    const counter = await new FakePrinter().start();
    try {
      const shop = await shopWithMenu(own, 'Quiet Shop');
      await shop.client.post(`${PRINTERS}/add`, printerBody({ port: counter.port }));
      await own.db
        .updateTable('print_settings')
        .set({ is_enable_print: 0 })
        .where('tenant_id', '=', shop.tenantId)
        .execute();
      const placed = await shop.client.post('/api/v1/pos/create-order-and-invoice', {
        cart: [{ id: shop.menu.burger, quantity: 1 }],
        deliveryType: 'takeaway',
        customerType: 'WALKIN',
        paymentTypeId: shop.menu.cash,
      });
      expect(placed.status).toBe(200);
      await own.app.close();
      expect(await own.db.selectFrom('print_jobs').selectAll().execute()).toEqual([]);
      expect(counter.jobs).toEqual([]);
    } finally {
      await own.close();
      await counter.stop();
    }
  });

  it('prints an Arabic item name as a picture, never as text bytes', async () => {
    const shop = await shopWithMenu(t, 'Arabic Shop');
    const arabic = 'شاورما دجاج';
    await t.db.updateTable('menu_items').set({ title: arabic }).where('id', '=', shop.menu.burger).execute();
    const station = await addStation(shop.tenantId, 'Grill', true);
    const kitchen = await new FakePrinter().start();
    try {
      await shop.client.post(
        `${PRINTERS}/add`,
        printerBody({ port: kitchen.port, prints: { receipts: false, stationIds: [station] } }),
      );
      const placed = await shop.client.post('/api/v1/pos/create-order', {
        cart: [{ id: shop.menu.burger, quantity: 1 }],
        deliveryType: 'takeaway',
        customerType: 'WALKIN',
      });
      expect(placed.status).toBe(200);
      await kitchen.waitForJobs(1);
      const ticket = kitchen.jobs[0] as Buffer;
      expect(ticket.includes(ESC_POS.raster)).toBe(true);
      expect(ticket.includes(Buffer.from(arabic, 'utf8'))).toBe(false);
      expect(ticket.includes(Buffer.from('شاورما', 'utf8'))).toBe(false);
      expect(ticket.includes(ESC_POS.cut)).toBe(true);
    } finally {
      await kitchen.stop();
    }
  });

  it('keeps the job of a printer that is down, and prints it once when the printer is back', async () => {
    const shop = await shopWithMenu(t, 'Outage Shop');
    const station = await addStation(shop.tenantId, 'Grill', true);
    const kitchen = await new FakePrinter().start();
    await kitchen.stop();
    const printerId = (
      await shop.client.post<{ id: string }>(
        `${PRINTERS}/add`,
        printerBody({ port: kitchen.port, prints: { receipts: false, stationIds: [station] } }),
      )
    ).body.id;
    const order = (body: object) =>
      shop.client.post('/api/v1/pos/create-order', {
        deliveryType: 'takeaway',
        customerType: 'WALKIN',
        ...body,
      });
    await order({ cart: [{ id: shop.menu.burger, quantity: 1 }] });
    await order({ cart: [{ id: shop.menu.water, quantity: 3 }] });
    // both queued; the first tried and failed, the second waits behind it
    const hasFailed = async () =>
      (
        await t.db
          .selectFrom('printers')
          .select('failing_since')
          .where('id', '=', printerId)
          .executeTakeFirstOrThrow()
      ).failing_since !== null;
    let jobs = await jobsOf(shop.tenantId);
    while (jobs.length < 2 || !(await hasFailed())) {
      await t.app.ctx.printing.wake();
      jobs = await jobsOf(shop.tenantId);
    }
    expect(jobs.map((j) => j.status)).toEqual(['queued', 'queued']);
    expect(jobs[1]?.attempts).toBe(0);
    const down = (await shop.client.get<TPrinterResponse[]>(PRINTERS)).body[0];
    expect(down).toMatchObject({ id: printerId, status: 'offline', failingSince: expect.any(String) });

    await kitchen.start();
    // the retry is due now rather than after its backoff
    await t.db
      .updateTable('print_jobs')
      .set({ next_attempt_at: new Date(0).toISOString() })
      .where('tenant_id', '=', shop.tenantId)
      .execute();
    try {
      await t.app.ctx.printing.wake();
      await kitchen.waitForJobs(2);
      await t.app.ctx.printing.wake();
      await t.app.ctx.printing.wake();
      expect(kitchen.jobs).toHaveLength(2);
      // in the order they were queued
      expect(kitchen.jobs[0]?.includes('1 x Burger')).toBe(true);
      expect(kitchen.jobs[1]?.includes('3 x Water')).toBe(true);
      expect((await jobsOf(shop.tenantId)).map((j) => j.status)).toEqual(['printed', 'printed']);
      const back = (await shop.client.get<TPrinterResponse[]>(PRINTERS)).body[0];
      expect(back).toMatchObject({ status: 'online', failingSince: null, lastJobAt: expect.any(String) });
    } finally {
      await kitchen.stop();
    }
  });
});

describe('a printer out of paper', () => {
  it('gets nothing while its sensor says the roll has ended, tells the POS at once, and prints once it is loaded', async () => {
    const shop = await shopWithMenu(t, 'Paper Shop');
    const station = await addStation(shop.tenantId, 'Grill', true);
    const kitchen = await new FakePrinter().start();
    kitchen.paperOut = true;
    const printerId = (
      await shop.client.post<{ id: string }>(
        `${PRINTERS}/add`,
        printerBody({
          name: 'Grill printer',
          port: kitchen.port,
          prints: { receipts: false, stationIds: [station] },
        }),
      )
    ).body.id;
    const { emitted, restore } = recordEmits(shop.tenantId);
    try {
      // the test page says why it did not print
      const test = await shop.client.post<{ message: string }>(`${PRINTERS}/${printerId}/test`);
      expect(test.status).toBe(409);
      expect(test.body.message).toBe(PRINT_MSG.printerOutOfPaper);

      await shop.client.post('/api/v1/pos/create-order', {
        deliveryType: 'takeaway',
        customerType: 'WALKIN',
        cart: [{ id: shop.menu.burger, quantity: 2 }],
      });
      const statusOf = async () =>
        (
          await t.db
            .selectFrom('printers')
            .select('status')
            .where('id', '=', printerId)
            .executeTakeFirstOrThrow()
        ).status;
      let kitchenJobs = (await jobsOf(shop.tenantId)).filter((job) => job.kind === 'kitchen');
      while (kitchenJobs.length === 0 || (kitchenJobs[0]?.attempts ?? 0) === 0) {
        // the order's tickets are queued on the next turn of the event loop, after its answer
        await new Promise((resolve) => setImmediate(resolve));
        await t.app.ctx.printing.wake();
        kitchenJobs = (await jobsOf(shop.tenantId)).filter((job) => job.kind === 'kitchen');
      }
      expect(kitchenJobs.map((job) => job.status)).toEqual(['queued']);
      expect(await statusOf()).toBe('paper_error');
      expect(kitchen.jobs).toHaveLength(0);
      // no minute of waiting: only a person loading a roll brings it back
      expect(emitted).toContainEqual([
        'printer_status',
        { printerId, name: 'Grill printer', status: 'paper_error', failingSince: expect.any(String) },
      ]);

      kitchen.paperOut = false;
      await t.db
        .updateTable('print_jobs')
        .set({ next_attempt_at: new Date(0).toISOString() })
        .where('tenant_id', '=', shop.tenantId)
        .execute();
      await t.app.ctx.printing.wake();
      await kitchen.waitForJobs(1);
      await t.app.ctx.printing.wake();
      expect(kitchen.jobs).toHaveLength(1);
      expect(kitchen.jobs[0]?.includes('2 x Burger')).toBe(true);
      expect(await statusOf()).toBe('online');
      expect(emitted.at(-1)).toEqual([
        'printer_status',
        { printerId, name: 'Grill printer', status: 'online', failingSince: null },
      ]);
    } finally {
      restore();
      await kitchen.stop();
    }
  });
});

describe('the POS alert', () => {
  it('tells the store once a printer has failed for a minute, and again when it prints', async () => {
    const shop = await signUpTenant(t.app, 'Alert Shop');
    const kitchen = await new FakePrinter().start();
    await kitchen.stop();
    const printerId = (
      await shop.client.post<{ id: string }>(
        `${PRINTERS}/add`,
        printerBody({ name: 'Bar', port: kitchen.port }),
      )
    ).body.id;
    const { emitted, restore } = recordEmits(shop.tenantId);
    try {
      const jobId = (
        await shop.client.post<{ id: string }>(
          `${JOBS}/${await queuedTestJob(shop.tenantId, printerId)}/reprint`,
        )
      ).body.id;
      // a first failure: offline, no alert yet
      const failedOnce = async () =>
        (
          await t.db
            .selectFrom('printers')
            .select('failing_since')
            .where('id', '=', printerId)
            .executeTakeFirstOrThrow()
        ).failing_since !== null;
      do await t.app.ctx.printing.wake();
      while (!(await failedOnce()));
      expect(emitted.filter(([event]) => event === 'printer_status')).toEqual([]);

      // failing for 61 s by the next try
      const longAgo = new Date(Date.now() - 61_000).toISOString();
      await t.db
        .updateTable('printers')
        .set({ failing_since: longAgo })
        .where('id', '=', printerId)
        .execute();
      await t.db
        .updateTable('print_jobs')
        .set({ next_attempt_at: longAgo })
        .where('id', '=', jobId)
        .execute();
      await t.app.ctx.printing.wake();
      expect(emitted).toContainEqual([
        'printer_status',
        { printerId, name: 'Bar', status: 'offline', failingSince: longAgo },
      ]);

      await kitchen.start();
      await t.db
        .updateTable('print_jobs')
        .set({ next_attempt_at: longAgo })
        .where('id', '=', jobId)
        .execute();
      await t.app.ctx.printing.wake();
      await untilJobStatus(jobId, 'printed');
      expect(emitted.at(-1)).toEqual([
        'printer_status',
        { printerId, name: 'Bar', status: 'online', failingSince: null },
      ]);
    } finally {
      restore();
      await kitchen.stop();
    }
  });
});

/** Records the realtime events sent to one store while a test runs; `restore` puts the sender back. */
function recordEmits(tenantId: string) {
  const emitted: [string, unknown][] = [];
  const realtime = t.app.ctx.realtime;
  const emit = realtime.emitToTenant;
  realtime.emitToTenant = (to, event, payload) => {
    if (to === tenantId) emitted.push([event, payload]);
    emit.call(realtime, to, event, payload);
  };
  return { emitted, restore: () => (realtime.emitToTenant = emit) };
}

/** A printed job of the printer, to reprint (the way a person queues one by hand). */
async function queuedTestJob(tenantId: string, printerId: string): Promise<string> {
  const id = newId();
  await t.db
    .insertInto('print_jobs')
    .values({
      id,
      tenant_id: tenantId,
      printer_id: printerId,
      seq: 1,
      kind: 'test',
      title: 'Test page',
      payload: Buffer.from('\u001b@test\n'),
      status: 'printed',
      next_attempt_at: new Date().toISOString(),
      created_at: new Date().toISOString(),
    })
    .execute();
  return id;
}

describe('print jobs', () => {
  it('are listed for the Orders scopes and SETTINGS, and refused to others', async () => {
    expect((await ordersStaff.get(JOBS)).status).toBe(200);
    await expectGuarded(t, kitchenStaff, { method: 'GET', url: JOBS });
    await expectGuarded(t, kitchenStaff, { method: 'POST', url: `${JOBS}/x/reprint` });
  });

  it('refuses an unknown status and an unknown job', async () => {
    const res = await owner.get(`${JOBS}?status=lost`);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(MSG.invalidRequest);
    await expectNotFound(owner, { method: 'POST', url: `${JOBS}/nope/reprint` });
  });
});
