import type { TPrinterResponse, TPrintJobResponse } from '@opentab/shared';
import type { Row } from '../db/schema.ts';

/** A printer of GET /settings/printers, with the stations whose tickets it prints. */
export function presentPrinter({
  printer,
  stationIds,
}: {
  printer: Row<'printers'>;
  stationIds: string[];
}): TPrinterResponse {
  return {
    id: printer.id,
    name: printer.name,
    host: printer.host,
    port: printer.port,
    paperWidth: printer.paper_width === 58 ? 58 : 80,
    charsPerLine: printer.chars_per_line,
    prints: { receipts: printer.prints_receipts === 1, stationIds },
    autoPrint: printer.auto_print === 1,
    hasDrawer: printer.has_drawer === 1,
    status: printer.status,
    statusAt: printer.status_at,
    failingSince: printer.failing_since,
    lastJobAt: printer.last_job_at,
  };
}

type TJobRow = Pick<
  Row<'print_jobs'>,
  | 'id'
  | 'printer_id'
  | 'kind'
  | 'order_id'
  | 'invoice_id'
  | 'station_id'
  | 'token_no'
  | 'title'
  | 'status'
  | 'attempts'
  | 'last_error'
  | 'reprint_of'
  | 'created_at'
  | 'printed_at'
> & { printer_name: string };

/** A job of GET /print-jobs (its bytes stay on the server). */
export function presentPrintJob(row: TJobRow): TPrintJobResponse {
  return {
    id: row.id,
    printerId: row.printer_id,
    printerName: row.printer_name,
    kind: row.kind,
    orderId: row.order_id,
    invoiceId: row.invoice_id,
    stationId: row.station_id,
    tokenNo: row.token_no,
    title: row.title,
    status: row.status,
    attempts: row.attempts,
    lastError: row.last_error,
    reprintOf: row.reprint_of,
    createdAt: row.created_at,
    printedAt: row.printed_at,
  };
}
