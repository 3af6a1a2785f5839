import { STOCK_MSG } from '@opentab/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { TAppContext } from '../../context.ts';
import type { TDb } from '../../db/database.ts';
import { AppError } from '../../lib/errors.ts';
import { listSoldOutItemIds, recordSoldOutChange } from './sold-out.repo.ts';

/*
 * Issue 27: an item whose own recipe cannot be made even once from what is on hand shows as sold out on the POS
 * and the QR menu, and comes back when stock arrives (docs/stock.md). /pos/init and the QR menu answer carry the
 * set; after any change of stock (a sale, a void's give-back, a manual movement or count) announceStockChange
 * recomputes it and, when it changed, tells the store's POS screens (`stock_sold_out`, every process's sockets
 * through the realtime layer). The QR menu has no socket: its page asks again (GET /qrmenu/{qrcode}/sold-out).
 */

export { listSoldOutItemIds };

/**
 * A diner's order naming an item sold out is refused (whatever the store's short-stock policy: the QR menu shows
 * it as not orderable), naming the first such item.
 */
export async function refuseSoldOut(
  db: TDb,
  tenantId: string,
  lines: readonly { itemId: string; itemTitle: string }[],
): Promise<void> {
  const soldOut = new Set(await listSoldOutItemIds(db, tenantId));
  const line = lines.find((l) => soldOut.has(l.itemId));
  if (line) throw new AppError('CONFLICT', STOCK_MSG.itemSoldOut, { values: { item: line.itemTitle } });
}

/**
 * The shortest time between two recomputations of one store's set by a process: under a rush of orders with
 * recipes a store's set is recomputed at most five times a second, whatever the order rate, and shows at most
 * this much later.
 */
const MIN_INTERVAL_MS = 200;

/** Per app: the announcements running per store, and the stores whose stock changed again meanwhile. */
type TStockAnnouncer = {
  running: Map<string, Promise<void>>;
  again: Set<string>;
  /** when each store's set was last recomputed (performance.now()) */
  lastRun: Map<string, number>;
  log: FastifyBaseLogger;
  /** waits for the announcements still running (the app's close, before the database closes) */
  stop: () => Promise<void>;
};

declare module '../../context.ts' {
  // The base context knows no module: the stock module adds its own part (context.ts says why).
  interface TAppContext {
    stock: TStockAnnouncer;
  }
}

export function createStockAnnouncer(log: FastifyBaseLogger): TStockAnnouncer {
  const running = new Map<string, Promise<void>>();
  return {
    running,
    again: new Set(),
    lastRun: new Map(),
    log,
    stop: async () => {
      await Promise.all(running.values());
    },
  };
}

async function announceOnce(ctx: TAppContext, tenantId: string): Promise<void> {
  const changed = await ctx.transactions.run((trx) => recordSoldOutChange(trx, tenantId));
  if (changed) ctx.realtime.emitToTenant(tenantId, 'stock_sold_out', { soldOutItemIds: changed });
}

/**
 * After a committed change of a store's stock: its sold-out set recomputed and, when it changed, announced. Off
 * the answer's path (callers need not await it; it never rejects: a failure is logged). A store has at most one
 * announcement running per process: changes meanwhile make it run once more when it ends (and MIN_INTERVAL_MS
 * after the last), so a rush of sales is a few recomputations a second, not one per order. Settles once the set
 * includes this change.
 */
export function announceStockChange(ctx: TAppContext, tenantId: string): Promise<void> {
  const { running, again, lastRun, log } = ctx.stock;
  const current = running.get(tenantId);
  if (current) {
    again.add(tenantId);
    return current;
  }
  const run = (async () => {
    try {
      for (;;) {
        const wait =
          (lastRun.get(tenantId) ?? Number.NEGATIVE_INFINITY) + MIN_INTERVAL_MS - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        again.delete(tenantId);
        lastRun.set(tenantId, performance.now());
        await announceOnce(ctx, tenantId);
        // no await between the check and the delete: a change after it starts a run of its own
        if (!again.has(tenantId)) break;
      }
    } catch (error) {
      log.error({ err: error, tenantId }, 'the sold-out items could not be announced');
    }
    running.delete(tenantId);
    // a store's timestamp is needed only while a next run could come within the interval
    setTimeout(() => {
      if (!running.has(tenantId)) lastRun.delete(tenantId);
    }, MIN_INTERVAL_MS).unref();
  })();
  running.set(tenantId, run);
  return run;
}
