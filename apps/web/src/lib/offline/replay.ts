import type { TCreateOrderAndInvoiceResponse, TCreateOrderResponse } from '@opentab/shared';
import { ApiError, api, errorMessage } from '../api';
import { msg, t } from '../i18n';
import { backoffDelay } from './backoff';
import { isReachable, subscribeConnectivity } from './connectivity';
import { replayOutcome, type TOutboxEntry } from './outbox-rules';
import {
  acknowledge,
  countAttempt,
  dropFirstStep,
  listEntries,
  listPendingSteps,
  markRefused,
  onOutboxChange,
} from './outbox-store';
import { setReplayState as setState } from './replay-state';

const REFUSED_WITHOUT_REASON = msg('The server refused this order!');
/** Entries still waiting are looked at this often, whatever woke the replay last (another tab, a lost wake-up). */
const SWEEP_MS = 15_000;
const LOCK_NAME = 'opentab.outbox.replay';

type TAnswer = TCreateOrderResponse | TCreateOrderAndInvoiceResponse;

function send(entry: TOutboxEntry, body: TOutboxEntry['body']): Promise<TAnswer> {
  const headers = { 'Idempotency-Key': entry.id };
  return entry.mode === 'kitchen'
    ? api.post('/pos/create-order', { body, headers })
    : api.post('/pos/create-order-and-invoice', { body: body as never, headers });
}

/** The entry's stored answer, or the order made now: by its body, or its first body after a 422. */
async function replayOne(entry: TOutboxEntry): Promise<TAnswer> {
  try {
    return await send(entry, entry.body);
  } catch (error) {
    if (replayOutcome(error, entry) !== 'first-body' || !entry.firstBody) throw error;
    return send(entry, entry.firstBody);
  }
}

let tenantId: string | null = null;
let failures = 0;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let sweepTimer: ReturnType<typeof setInterval> | undefined;
let running: Promise<void> | null = null;
/** something changed while a replay ran: look again once it is done */
let changedMeanwhile = false;
/** the backoff's wait is on: only its timer (or the server answering again) replays before it ends */
let backingOff = false;

/**
 * Sends the business's waiting entries oldest first, one at a time; stops at the first that got no answer
 * (the order of creation holds: a later order never overtakes an earlier one) and tries again with backoff.
 * An entry leaves the outbox only with the server's answer (acknowledge), in the same IndexedDB transaction
 * that records its real token.
 */
async function drain(forTenant: string): Promise<void> {
  const waiting = (await listEntries(forTenant)).filter((entry) => entry.status === 'waiting');
  if (waiting.length === 0) return drainSteps(forTenant);
  setState({ syncing: true });
  try {
    for (const stored of waiting) {
      if (!isReachable() || tenantId !== forTenant) return;
      const entry = await countAttempt(stored);
      if (!entry) continue;
      try {
        const answer = await replayOne(entry);
        await acknowledge(
          entry,
          {
            id: entry.id,
            tenantId: entry.tenantId,
            provisionalToken: entry.provisionalToken,
            tokenNo: answer.tokenNo,
            orderId: answer.orderId,
            invoiceId: 'invoiceId' in answer ? answer.invoiceId : null,
            mode: entry.mode,
            createdAt: entry.createdAt,
            syncedAt: new Date().toISOString(),
          },
          answer.itemIds ?? [],
        );
        failures = 0;
        setState({ lastSyncAt: new Date().toISOString() });
      } catch (error) {
        const outcome = replayOutcome(error, {});
        if (outcome === 'retry') {
          retryLater();
          return;
        }
        if (outcome === 'sign-in') return; // the session is gone: a sign-in starts the replay again
        const status = error instanceof ApiError ? error.status : 0;
        const code = error instanceof ApiError ? error.code : undefined;
        await markRefused(entry, { message: errorMessage(error, t(REFUSED_WITHOUT_REASON)), code, status });
      }
    }
  } finally {
    setState({ syncing: false });
  }
  await drainSteps(forTenant);
}

/**
 * The kitchen moves made on this device before their orders synced, in order. A 409 means the item is already
 * there (a move whose answer was lost) or can no longer move (voided): the step is done either way. Moves are
 * not money: one the server refuses otherwise is let go.
 */
async function drainSteps(forTenant: string): Promise<void> {
  for (let order of await listPendingSteps(forTenant)) {
    for (const step of order.statusSteps ?? []) {
      if (!isReachable() || tenantId !== forTenant) return;
      try {
        await api.post('/kitchen/:id', { params: { id: step.itemId }, body: { status: step.status } });
      } catch (error) {
        const outcome = replayOutcome(error, {});
        if (outcome === 'retry') {
          retryLater();
          return;
        }
        if (outcome === 'sign-in') return;
      }
      order = await dropFirstStep(order);
    }
  }
}

/** No answer, or a struggling server: the replay stops here and tries again later, waiting longer each time. */
function retryLater(): void {
  failures += 1;
  clearTimeout(retryTimer);
  backingOff = true;
  retryTimer = setTimeout(() => {
    backingOff = false;
    void replayNow();
  }, backoffDelay(failures));
}

/**
 * One replay at a time on the whole device: the tab that holds the lock sends, the others skip (they would
 * send the same entries), so an entry is never sent twice at once. Browsers without Web Locks have one tab's
 * worth of safety: one replay at a time per tab.
 */
export function replayNow(): Promise<void> {
  const forTenant = tenantId;
  if (!forTenant || !isReachable()) return Promise.resolve();
  if (running) {
    changedMeanwhile = true;
    return running;
  }
  running = (async () => {
    try {
      if ('locks' in navigator && navigator.locks)
        await navigator.locks.request(LOCK_NAME, { ifAvailable: true }, (lock) =>
          lock ? drain(forTenant) : undefined,
        );
      else await drain(forTenant);
    } catch {
      // no IndexedDB on this browser (nothing can have been queued), or it failed this once: the sweep retries
    } finally {
      running = null;
    }
    if (changedMeanwhile && !backingOff) {
      changedMeanwhile = false;
      await replayNow();
    }
  })();
  return running;
}

/**
 * Replays the business's entries while `forTenant` is signed in on this page: now, when the server answers
 * again, when an entry is added (here or in another tab), and every 15 s while any wait. Answers the stop.
 */
export function startReplay(forTenant: string): () => void {
  tenantId = forTenant;
  const stopConnectivity = subscribeConnectivity(() => {
    backingOff = false;
    void replayNow();
  });
  const stopOutbox = onOutboxChange(() => void replayNow());
  clearInterval(sweepTimer);
  sweepTimer = setInterval(() => {
    if (!backingOff) void replayNow();
  }, SWEEP_MS);
  void replayNow();
  return () => {
    if (tenantId === forTenant) tenantId = null;
    stopConnectivity();
    stopOutbox();
    clearInterval(sweepTimer);
    clearTimeout(retryTimer);
  };
}
