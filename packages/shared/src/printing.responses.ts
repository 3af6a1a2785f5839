import { z } from 'zod';
import { PRINT_JOB_KINDS, PRINT_JOB_STATUSES, PRINTER_STATUSES } from './printing.schemas.ts';

/** One printer of GET /settings/printers, with its last known status. */
const ZPrinterResponseSchema = z.object({
  id: z.string(),
  name: z.string(),
  host: z.string(),
  port: z.number().int(),
  paperWidth: z.union([z.literal(58), z.literal(80)]),
  charsPerLine: z.number().int(),
  prints: z.object({ receipts: z.boolean(), stationIds: z.array(z.string()) }),
  autoPrint: z.boolean(),
  hasDrawer: z.boolean(),
  status: z.enum(PRINTER_STATUSES),
  statusAt: z.string().nullable(),
  /** since when every attempt has failed; null while it prints */
  failingSince: z.string().nullable(),
  lastJobAt: z.string().nullable(),
});
export type TPrinterResponse = z.infer<typeof ZPrinterResponseSchema>;

/** GET /settings/printers: a bare list. */
export const ZPrintersResponseSchema = z.array(ZPrinterResponseSchema);

/** One job of the print queue (its bytes stay on the server). */
const ZPrintJobResponseSchema = z.object({
  id: z.string(),
  printerId: z.string(),
  printerName: z.string(),
  kind: z.enum(PRINT_JOB_KINDS),
  orderId: z.string().nullable(),
  invoiceId: z.string().nullable(),
  stationId: z.string().nullable(),
  tokenNo: z.number().int().nullable(),
  title: z.string(),
  status: z.enum(PRINT_JOB_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  reprintOf: z.string().nullable(),
  createdAt: z.string(),
  printedAt: z.string().nullable(),
});
export type TPrintJobResponse = z.infer<typeof ZPrintJobResponseSchema>;

/** GET /print-jobs: a bare list, newest first (at most 100). */
export const ZPrintJobsResponseSchema = z.array(ZPrintJobResponseSchema);
