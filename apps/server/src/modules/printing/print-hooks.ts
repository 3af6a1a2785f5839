import type { FastifyBaseLogger } from 'fastify';
import type { TAppContext } from '../../context.ts';
import * as repo from './printing.repo.ts';
import { queueKitchenTickets, queueReceipts } from './printing.service.ts';

export type TPrintHooks = {
  /** an order was sent to the kitchen: its stations' tickets */
  orderPlaced: (tenantId: string, orderId: string) => void;
  /** a bill (or a part of it) was paid: the receipt */
  billPaid: (tenantId: string, paid: { invoiceId: string; part: number | null }) => void;
};

/** How long a store's "has printers that print by themselves" answer is reused by a process. */
const AUTO_PRINTING_TTL_MS = 5_000;

/**
 * What prints by itself (docs/printing.md, "What prints when"), called by the order and payment services
 * after their commit and never awaited: the answer to the POS does not wait for a ticket to be rendered. A
 * store without such printers costs one indexed read per five seconds. The crash window: a process that
 * stops between the commit and the queueing loses those printouts (they are not in the queue); the browser
 * print and the Orders screen's reprint remain.
 */
export function createPrintHooks(
  ctx: TAppContext,
  {
    log,
    wake,
    autoPrinting,
    pending,
  }: {
    log: FastifyBaseLogger;
    wake: () => Promise<void>;
    autoPrinting: Map<string, { hasPrinters: boolean; until: number }>;
    /** what is being queued now: the app's close waits for it */
    pending: Set<Promise<void>>;
  },
): TPrintHooks {
  const hasAutoPrinters = async (tenantId: string) => {
    const known = autoPrinting.get(tenantId);
    if (known && known.until > Date.now()) return known.hasPrinters;
    const hasPrinters = await repo.hasAutoPrinters(ctx.db, tenantId);
    autoPrinting.set(tenantId, { hasPrinters, until: Date.now() + AUTO_PRINTING_TTL_MS });
    return hasPrinters;
  };
  const later = (what: string, tenantId: string, queue: () => Promise<number>) => {
    const queued = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => hasAutoPrinters(tenantId))
      .then(async (hasPrinters) => {
        if (hasPrinters && (await queue()) > 0) void wake();
      })
      .catch((error: unknown) =>
        log.error({ err: error, tenantId }, `${what} could not be queued for printing`),
      )
      .finally(() => pending.delete(queued));
    pending.add(queued);
  };
  return {
    orderPlaced: (tenantId, orderId) =>
      later('the kitchen tickets', tenantId, () => queueKitchenTickets(ctx, tenantId, orderId)),
    billPaid: (tenantId, paid) => later('the receipt', tenantId, () => queueReceipts(ctx, tenantId, paid)),
  };
}
