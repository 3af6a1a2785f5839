import { PRINTER_ALERT_AFTER_MS } from '@opentab/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { TAppContext } from '../../context.ts';
import { startPeriodicTask, type TPeriodicTask } from '../../lib/periodic-task.ts';
import { isoAfter, nowIso } from '../../lib/time.ts';
import { createPrintHooks, type TPrintHooks } from './print-hooks.ts';
import { PaperOutError, sendToPrinter } from './printer-socket.ts';
import * as repo from './printing.repo.ts';

declare module '../../context.ts' {
  // The base context knows no module: the printing module adds its own part (context.ts says why).
  interface TAppContext {
    printing: TPrintQueue;
  }
}

/** The first retry waits 2 s, each next one twice as long, at most a minute. */
const FIRST_RETRY_MS = 2_000;
const LAST_RETRY_MS = 60_000;
/**
 * A job being sent is leased this long (the send's own timeout is 10 s): a job still `sending` after it was
 * being sent by a process that stopped, and is marked `uncertain`, never sent again.
 */
const SEND_LEASE_MS = 30_000;
/** After this many failed attempts (a day and more at a minute each) a job is given up as `failed`. */
const MAX_ATTEMPTS = 1_500;
const HEADS_PER_RUN = 50;
/** How often the worker looks for due jobs (retries) when nothing wakes it. */
const POLL_MS = 1_000;
/**
 * With nothing queued or sending, the worker only looks again this often (another process's send cut short,
 * a job whose process stopped before waking itself): a store's database is not asked every second for nothing.
 */
const IDLE_SWEEP_MS = 60_000;

export type TPrintQueue = {
  start: (ctx: TAppContext, log: FastifyBaseLogger) => void;
  /**
   * Wakes the worker now (a job was queued): it runs once more after a run in progress. Resolves when it has
   * sent what was due (callers that queue a job need not wait).
   */
  wake: () => Promise<void>;
  stop: () => Promise<void>;
  /** what happens after an order or a payment is committed (print-hooks.ts); set by start */
  hooks: TPrintHooks;
  /** the store's printers changed: what prints by itself is read again */
  forgetTenant: (tenantId: string) => void;
};

export const retryDelayMs = (attempts: number) =>
  Math.min(LAST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));

/**
 * The durable print queue's worker (docs/printing.md): a timer per process, woken when a job is queued. Each
 * run marks abandoned sends uncertain, then sends each printer's first due job, one printer after another in
 * parallel and each printer's jobs in seq order. A job is claimed by a conditional update (status 'queued'
 * → 'sending'), so two processes never send the same one.
 */
export function createPrintQueue(): TPrintQueue {
  let task: TPeriodicTask | undefined;
  let context: { ctx: TAppContext; log: FastifyBaseLogger } | undefined;
  let running: Promise<void> | undefined;
  let isWokenAgain = false;
  let isStopping = false;
  /** until when the timer leaves an empty queue alone; a job queued in this process wakes it at once */
  let idleUntil = 0;
  const autoPrinting = new Map<string, { hasPrinters: boolean; until: number }>();
  const pending = new Set<Promise<void>>();

  const runOnce = async () => {
    if (!context) return;
    const { ctx, log } = context;
    do {
      isWokenAgain = false;
      try {
        const isEmpty = await drain(ctx, { log, isStopping: () => isStopping });
        idleUntil = isEmpty && !isWokenAgain ? Date.now() + IDLE_SWEEP_MS : 0;
      } catch (error) {
        log.warn({ err: error }, 'print queue failed');
      }
    } while (isWokenAgain && !isStopping);
  };
  const poll = (): Promise<void> => (Date.now() < idleUntil ? Promise.resolve() : run());
  const wake = (): Promise<void> => {
    idleUntil = 0;
    return run();
  };
  const run = (): Promise<void> => {
    if (isStopping || !context) return Promise.resolve();
    if (running) {
      isWokenAgain = true;
      return running;
    }
    running = runOnce().finally(() => {
      running = undefined;
    });
    return running;
  };

  const queue: TPrintQueue = {
    hooks: { orderPlaced: () => {}, billPaid: () => {} },
    start(ctx, log) {
      context = { ctx, log };
      queue.hooks = createPrintHooks(ctx, { log, wake, autoPrinting, pending });
      task = startPeriodicTask({
        name: 'print queue',
        intervalMs: POLL_MS,
        log,
        run: poll,
      });
    },
    wake,
    forgetTenant: (tenantId) => {
      autoPrinting.delete(tenantId);
    },
    async stop() {
      await Promise.all(pending);
      isStopping = true;
      await task?.stop();
      await running;
    },
  };
  return queue;
}

/** Sends what is due; true when nothing is left queued or sending (the worker may idle). */
async function drain(
  ctx: TAppContext,
  run: { log: FastifyBaseLogger; isStopping: () => boolean },
): Promise<boolean> {
  await repo.markAbandonedJobsUncertain(ctx.db, nowIso());
  for (;;) {
    if (run.isStopping()) return false;
    const heads = await repo.listDueHeads(ctx.db, nowIso(), HEADS_PER_RUN);
    if (heads.length === 0) return !(await repo.hasPendingJobs(ctx.db));
    // printers in parallel; a printer's next job is its next head, on the next turn of this loop
    const sent = await Promise.all(heads.map((head) => sendHead(ctx, head, run)));
    if (!sent.some(Boolean)) return false;
  }
}

type THead = Awaited<ReturnType<typeof repo.listDueHeads>>[number];

/** Sends one job; true when it printed (its printer may have more). */
async function sendHead(ctx: TAppContext, head: THead, run: { log: FastifyBaseLogger }): Promise<boolean> {
  const now = nowIso();
  if (!(await repo.claimJob(ctx.db, { id: head.id, now, leaseUntil: isoAfter(SEND_LEASE_MS) }))) return false;
  const attempts = head.attempts + 1;
  try {
    await sendToPrinter(head, head.payload, { allowLocal: ctx.config.printersAllowLocal });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const isGivenUp = attempts >= MAX_ATTEMPTS;
    await repo.finishJob(ctx.db, head.id, {
      status: isGivenUp ? 'failed' : 'queued',
      next_attempt_at: isoAfter(retryDelayMs(attempts)),
      last_error: message.slice(0, 500),
    });
    await printerFailed(ctx, head, error instanceof PaperOutError ? 'paper_error' : 'offline');
    run.log.info({ printerId: head.printer_id, attempts, err: message }, 'a print job could not be sent');
    return false;
  }
  const printedAt = nowIso();
  await repo.finishJob(ctx.db, head.id, { status: 'printed', printed_at: printedAt, last_error: null });
  await repo.setPrinterStatus(ctx.db, head.printer_id, {
    status: 'online',
    status_at: printedAt,
    failing_since: null,
    last_job_at: printedAt,
  });
  if (head.printer_status !== 'online' && head.failing_since !== null)
    ctx.realtime.emitToTenant(head.tenant_id, 'printer_status', {
      printerId: head.printer_id,
      name: head.name,
      status: 'online',
      failingSince: null,
    });
  return true;
}

/**
 * The printer is offline (or out of paper) since its first failure in a row. The POS is told after a minute of
 * silence (a printer restarting answers again soon), and at once when the printer says its paper has run out:
 * only a person loading a roll brings it back.
 */
async function printerFailed(ctx: TAppContext, head: THead, status: 'offline' | 'paper_error') {
  const now = nowIso();
  const failingSince = head.failing_since ?? now;
  await repo.setPrinterStatus(ctx.db, head.printer_id, {
    status,
    status_at: now,
    failing_since: failingSince,
  });
  const isAlert =
    status === 'paper_error' || Date.parse(now) - Date.parse(failingSince) >= PRINTER_ALERT_AFTER_MS;
  if (isAlert)
    ctx.realtime.emitToTenant(head.tenant_id, 'printer_status', {
      printerId: head.printer_id,
      name: head.name,
      status,
      failingSince,
    });
}
