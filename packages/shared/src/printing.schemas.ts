import { z } from 'zod';
import { MSG } from './messages.ts';
import { zQueryOptional } from './query.ts';
import { zText } from './text.ts';

/** Issue 26: network ESC/POS printers and their print queue. */
export const PRINT_MSG = {
  printerAdded: 'Printer added!',
  printerUpdated: 'Printer updated!',
  printerDeleted: 'Printer deleted!',
  providePrinterName: 'Please provide the printer name!',
  printerNameTooLong: 'The printer name is too long!',
  providePrinterAddress: 'Please provide the printer address (an IP address or a host name)!',
  printerAddressRefused:
    'This address is not allowed for a printer: use the printer’s address on your network.',
  printerAddressNotFound: 'This printer address could not be found!',
  invalidPrinterPort: 'Please provide a printer port from 9100 to 9199!',
  selectPaperWidth: 'Please choose a paper width of 58 or 80 mm!',
  invalidCharsPerLine: 'Characters per line must be from 24 to 64!',
  unknownStation: 'Choose kitchen stations of your store!',
  testPagePrinted: 'Test page printed!',
  printerUnreachable: 'The printer did not answer: check that it is on and connected to the network.',
  printerOutOfPaper: 'The printer is out of paper: load a new roll and try again.',
  jobQueuedAgain: 'Sent to the printer again!',
} as const;

/** What a printer's address may be: an IPv4 or IPv6 literal, or a host name (checked again when connecting). */
const HOST_PATTERN =
  /^(?:[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$|^[0-9a-fA-F:.]+$/;
export const PRINTER_NAME_MAX_LENGTH = 100;
/** Raw printing ports (the JetDirect 9100 and its neighbours): no other service of the network is reachable. */
export const PRINTER_PORT_MIN = 9100;
export const PRINTER_PORT_MAX = 9199;
export const PRINTER_DEFAULT_PORT = 9100;
export const PAPER_WIDTHS = [58, 80] as const;
export type TPaperWidth = (typeof PAPER_WIDTHS)[number];
export const CHARS_PER_LINE_MIN = 24;
export const CHARS_PER_LINE_MAX = 64;
/** Font A's characters on each paper: 32 on 58 mm, 48 on 80 mm. */
export const DEFAULT_CHARS_PER_LINE: Record<TPaperWidth, number> = { 58: 32, 80: 48 };

export const PRINTER_STATUSES = ['unknown', 'online', 'offline', 'paper_error'] as const;
export type TPrinterStatus = (typeof PRINTER_STATUSES)[number];
export const PRINT_JOB_KINDS = ['receipt', 'kitchen', 'test'] as const;
export const PRINT_JOB_STATUSES = ['queued', 'sending', 'printed', 'failed', 'uncertain'] as const;
export type TPrintJobStatus = (typeof PRINT_JOB_STATUSES)[number];
/** A printer failing this long raises the POS's alert (`printer_status`). */
export const PRINTER_ALERT_AFTER_MS = 60_000;

const ZStationId = zText(PRINT_MSG.unknownStation).regex(/^[\w.-]{1,64}$/, PRINT_MSG.unknownStation);

/** POST /settings/printers/add and /settings/printers/{id}/update. */
export const ZPrinterSchema = z.object(
  {
    name: zText(PRINT_MSG.providePrinterName)
      .trim()
      .min(1, PRINT_MSG.providePrinterName)
      .max(PRINTER_NAME_MAX_LENGTH, PRINT_MSG.printerNameTooLong),
    host: zText(PRINT_MSG.providePrinterAddress)
      .trim()
      .min(1, PRINT_MSG.providePrinterAddress)
      .max(253, PRINT_MSG.providePrinterAddress)
      .regex(HOST_PATTERN, PRINT_MSG.providePrinterAddress),
    port: z
      .number({ error: PRINT_MSG.invalidPrinterPort })
      .int(PRINT_MSG.invalidPrinterPort)
      .min(PRINTER_PORT_MIN, PRINT_MSG.invalidPrinterPort)
      .max(PRINTER_PORT_MAX, PRINT_MSG.invalidPrinterPort)
      .default(PRINTER_DEFAULT_PORT),
    paperWidth: z.union([z.literal(58), z.literal(80)], { error: PRINT_MSG.selectPaperWidth }),
    /** absent: from the paper width (DEFAULT_CHARS_PER_LINE) */
    charsPerLine: z
      .number({ error: PRINT_MSG.invalidCharsPerLine })
      .int(PRINT_MSG.invalidCharsPerLine)
      .min(CHARS_PER_LINE_MIN, PRINT_MSG.invalidCharsPerLine)
      .max(CHARS_PER_LINE_MAX, PRINT_MSG.invalidCharsPerLine)
      .optional(),
    prints: z.object(
      {
        receipts: z.boolean(),
        /** the kitchen stations whose tickets it prints (their printer becomes this one) */
        stationIds: z.array(ZStationId).max(100, PRINT_MSG.unknownStation),
      },
      { error: MSG.invalidRequest },
    ),
    autoPrint: z.boolean({ error: MSG.invalidRequest }),
    hasDrawer: z.boolean({ error: MSG.invalidRequest }),
  },
  { error: MSG.invalidRequest },
);
export type TPrinterInput = z.infer<typeof ZPrinterSchema>;

/** GET /print-jobs: the newest jobs first, of one printer, one status or one order when asked. */
export const ZPrintJobsQuerySchema = z.object({
  printerId: zQueryOptional(zText(MSG.invalidRequest).max(64, MSG.invalidRequest).optional()),
  status: zQueryOptional(z.enum(PRINT_JOB_STATUSES, { error: MSG.invalidRequest }).optional()),
  orderId: zQueryOptional(zText(MSG.invalidRequest).max(64, MSG.invalidRequest).optional()),
});
export type TPrintJobsQuery = z.infer<typeof ZPrintJobsQuerySchema>;
