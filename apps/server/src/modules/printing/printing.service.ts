import { readFile } from 'node:fs/promises';
import {
  DEFAULT_CHARS_PER_LINE,
  PRINT_MSG,
  type TLanguage,
  type TPrinterInput,
  type TPrintJobsQuery,
} from '@opentab/shared';
import type { TAppContext } from '../../context.ts';
import { readAddonsSnapshot } from '../../lib/addons-snapshot.ts';
import { AppError } from '../../lib/errors.ts';
import { asFlag } from '../../lib/flags.ts';
import { assertTouched, found } from '../../lib/found.ts';
import { groupBy } from '../../lib/group-by.ts';
import { nowIso } from '../../lib/time.ts';
import { translate } from '../../lib/translate.ts';
import { listItemsOfOrders } from '../orders/orders.repo.ts';
import { getInvoiceReceipt } from '../receipts/receipts.service.ts';
import { stationsOfOrderItems } from '../stations/station-routing.ts';
import { storedImagePath } from '../uploads/image-store.ts';
import { encodeEscPos, type TPaper, type TPrintBlock } from './escpos.ts';
import { resolvePrinterAddress } from './printer-address.ts';
import { PaperOutError, sendToPrinter } from './printer-socket.ts';
import * as repo from './printing.repo.ts';
import { kitchenTicketBlocks, receiptBlocks, testPageBlocks } from './tickets.ts';

/** The Orders screen shows an order's jobs; the printer list its newest. */
const JOBS_LIST_LIMIT = 100;

// Printers -------------------------------------------------------------------------------------------------

export async function listPrinters(ctx: TAppContext, tenantId: string) {
  const [printers, stations] = await Promise.all([
    repo.listPrinters(ctx.db, tenantId),
    repo.listStationIdsOfPrinters(ctx.db, tenantId),
  ]);
  const stationsOf = groupBy(stations, (s) => s.printer_id ?? '');
  return printers.map((printer) => ({
    printer,
    stationIds: (stationsOf.get(printer.id) ?? []).map((s) => s.id),
  }));
}

async function toValues(
  ctx: TAppContext,
  tenantId: string,
  input: TPrinterInput,
): Promise<repo.TPrinterValues> {
  // a host name is checked now and again at every connection (it may point elsewhere later)
  await resolvePrinterAddress(input.host, ctx.config.printersAllowLocal);
  const stationIds = [...new Set(input.prints.stationIds)];
  if ((await repo.countStations(ctx.db, tenantId, stationIds)) !== stationIds.length)
    throw new AppError('VALIDATION', PRINT_MSG.unknownStation);
  return {
    name: input.name,
    host: input.host,
    port: input.port,
    paper_width: input.paperWidth,
    chars_per_line: input.charsPerLine ?? DEFAULT_CHARS_PER_LINE[input.paperWidth],
    prints_receipts: asFlag(input.prints.receipts),
    auto_print: asFlag(input.autoPrint),
    has_drawer: asFlag(input.hasDrawer),
  };
}

export async function addPrinter(ctx: TAppContext, tenantId: string, input: TPrinterInput): Promise<string> {
  const values = await toValues(ctx, tenantId, input);
  const stationIds = [...new Set(input.prints.stationIds)];
  const id = await ctx.transactions.run(async (trx) => {
    const added = await repo.insertPrinter(trx, tenantId, values);
    await repo.setStationsOfPrinter(trx, tenantId, { printerId: added, stationIds });
    return added;
  });
  ctx.printing.forgetTenant(tenantId);
  return id;
}

export async function updatePrinter(
  ctx: TAppContext,
  tenantId: string,
  { id, input }: { id: string; input: TPrinterInput },
) {
  found(await repo.findPrinter(ctx.db, tenantId, id));
  const values = await toValues(ctx, tenantId, input);
  const stationIds = [...new Set(input.prints.stationIds)];
  await ctx.transactions.run(async (trx) => {
    assertTouched(await repo.updatePrinter(trx, tenantId, { id, values }));
    await repo.setStationsOfPrinter(trx, tenantId, { printerId: id, stationIds });
  });
  ctx.printing.forgetTenant(tenantId);
}

/** Its stations keep no printer (ON DELETE SET NULL); its jobs go with it. */
export async function deletePrinter(ctx: TAppContext, tenantId: string, id: string) {
  assertTouched(await repo.deletePrinter(ctx.db, tenantId, id));
  ctx.printing.forgetTenant(tenantId);
}

/**
 * Prints the test page now, not through the queue, so the answer says whether the printer took it. It is
 * recorded as a job of the printer (printed or failed) and sets the printer's status.
 */
export async function printTestPage(
  ctx: TAppContext,
  tenantId: string,
  { id, userId }: { id: string; userId: string },
) {
  const printer = found(await repo.findPrinter(ctx.db, tenantId, id));
  const store = found(await repo.findStoreForPrinting(ctx.db, tenantId));
  const language = store.language as TLanguage;
  const paper = { paperWidth: printer.paper_width, charsPerLine: printer.chars_per_line };
  const blocks = testPageBlocks({ name: printer.name, ...paper }, language);
  const payload = Buffer.from(await encodeEscPos({ ...paper, blocks }));
  const job = {
    printer_id: printer.id,
    kind: 'test' as const,
    order_id: null,
    invoice_id: null,
    station_id: null,
    token_no: null,
    title: translate(language, 'Test page'),
    payload,
    reprint_of: null,
    created_by: userId,
  };
  const now = nowIso();
  try {
    await sendToPrinter(printer, payload, { allowLocal: ctx.config.printersAllowLocal });
  } catch (error) {
    if (error instanceof AppError) throw error;
    const isPaperOut = error instanceof PaperOutError;
    await repo.insertJob(ctx.db, tenantId, { ...job, status: 'failed' });
    await repo.setPrinterStatus(ctx.db, printer.id, {
      status: isPaperOut ? 'paper_error' : 'offline',
      status_at: now,
    });
    throw new AppError('CONFLICT', isPaperOut ? PRINT_MSG.printerOutOfPaper : PRINT_MSG.printerUnreachable);
  }
  await repo.insertJob(ctx.db, tenantId, { ...job, status: 'printed' });
  await repo.setPrinterStatus(ctx.db, printer.id, {
    status: 'online',
    status_at: now,
    failing_since: null,
    last_job_at: now,
  });
}

// Jobs -----------------------------------------------------------------------------------------------------

export function listJobs(ctx: TAppContext, tenantId: string, query: TPrintJobsQuery) {
  return repo.listJobs(ctx.db, tenantId, { ...query, limit: JOBS_LIST_LIMIT });
}

/** Prints a job again as a new job, last in its printer's queue, with the same bytes. */
export async function reprintJob(
  ctx: TAppContext,
  tenantId: string,
  { id, userId }: { id: string; userId: string },
) {
  const job = found(await repo.findJob(ctx.db, tenantId, id));
  const newId = await repo.insertJob(ctx.db, tenantId, {
    printer_id: job.printer_id,
    kind: job.kind,
    order_id: job.order_id,
    invoice_id: job.invoice_id,
    station_id: job.station_id,
    token_no: job.token_no,
    title: job.title,
    payload: job.payload,
    reprint_of: job.id,
    created_by: userId,
  });
  void ctx.printing.wake();
  return newId;
}

// What prints by itself (print-hooks.ts calls these after the commit) ---------------------------------------

async function encodeFor(printer: TPaper, blocks: TPrintBlock[], kickDrawer = false): Promise<Buffer> {
  return Buffer.from(await encodeEscPos({ ...printer, blocks, kickDrawer }));
}

/** Queues the kitchen ticket of each station of the order whose printer prints by itself. */
export async function queueKitchenTickets(
  ctx: TAppContext,
  tenantId: string,
  orderId: string,
): Promise<number> {
  const stations = await repo.listAutoPrintStations(ctx.db, tenantId);
  if (stations.length === 0) return 0;
  const [order, store, items, routes] = await Promise.all([
    repo.findOrderForTicket(ctx.db, tenantId, orderId),
    repo.findStoreForPrinting(ctx.db, tenantId),
    listItemsOfOrders(ctx.db, tenantId, [orderId]),
    stationsOfOrderItems(ctx.db, tenantId, [orderId]),
  ]);
  if (!order || !store) return 0;
  const language = store.language as TLanguage;
  let queued = 0;
  for (const station of stations) {
    const lines = items.filter(
      (item) => routes.get(item.id) === station.station_id && item.status !== 'cancelled',
    );
    if (lines.length === 0) continue;
    const blocks = kitchenTicketBlocks({
      language,
      timeZone: store.time_zone,
      stationName: station.station_name,
      tokenNo: order.token_no,
      createdAt: order.created_at,
      tableTitle: order.table_title,
      deliveryType: order.delivery_type,
      lines: lines.map((item) => ({
        title: item.item_title,
        variant: item.variant_title,
        addons: readAddonsSnapshot(item.addons).map((addon) => addon.title),
        notes: item.notes,
        quantity: item.quantity,
      })),
    });
    await repo.insertJob(ctx.db, tenantId, {
      printer_id: station.printer_id,
      kind: 'kitchen',
      order_id: order.id,
      invoice_id: null,
      station_id: station.station_id,
      token_no: order.token_no,
      title: translate(language, '{station} · Token {token}', {
        station: station.station_name,
        token: order.token_no,
      }),
      payload: await encodeFor(
        { paperWidth: station.paper_width, charsPerLine: station.chars_per_line },
        blocks,
      ),
      reprint_of: null,
      created_by: null,
    });
    queued++;
  }
  return queued;
}

/**
 * Queues the receipt of a payment on each receipt printer that prints by itself, when the print settings
 * print receipts; the drawer opens on a printer that has one when cash was taken.
 */
export async function queueReceipts(
  ctx: TAppContext,
  tenantId: string,
  { invoiceId, part }: { invoiceId: string; part: number | null },
): Promise<number> {
  const printers = await repo.listAutoReceiptPrinters(ctx.db, tenantId);
  if (printers.length === 0) return 0;
  const printSwitch = await repo.findPrintSwitch(ctx.db, tenantId);
  if (printSwitch?.is_enable_print !== 1) return 0;
  const [receipt, store, isCash] = await Promise.all([
    getInvoiceReceipt(ctx, tenantId, { invoiceId, part }),
    repo.findStoreForPrinting(ctx.db, tenantId),
    repo.wasPaidInCash(ctx.db, tenantId, { invoiceId, part }),
  ]);
  const logoFile = storedImagePath(ctx.config.uploadsDir, store?.image);
  const logo = logoFile ? await readFile(logoFile).catch(() => undefined) : undefined;
  const qrUrl =
    store?.is_qr_menu_enabled === 1
      ? `${ctx.config.publicUrl}/m/${encodeURIComponent(store.unique_qr_code)}`
      : undefined;
  const blocks = receiptBlocks(receipt, { logo, qrUrl });
  const language = receipt.language as TLanguage;
  for (const printer of printers) {
    const paper = { paperWidth: printer.paper_width, charsPerLine: printer.chars_per_line };
    await repo.insertJob(ctx.db, tenantId, {
      printer_id: printer.id,
      kind: 'receipt',
      order_id: null,
      invoice_id: invoiceId,
      station_id: null,
      token_no: receipt.tokenNos[0] ?? null,
      title: translate(language, 'Receipt {number}', { number: receipt.invoiceNumber ?? receipt.receiptNo }),
      payload: await encodeFor(paper, blocks, isCash && printer.has_drawer === 1),
      reprint_of: null,
      created_by: null,
    });
  }
  return printers.length;
}
