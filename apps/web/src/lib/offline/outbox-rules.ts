import type {
  TCreateOrderAndInvoiceInput,
  TCreateOrderInput,
  TKitchenStatus,
  TOrderItemStatus,
  TReceiptResponse,
} from '@opentab/shared';
import { ApiError } from '../api';

/**
 * An order this device made while the server could not be reached (issue 25), kept in IndexedDB until the
 * server acknowledged it. Its id is the Idempotency-Key of every replay, so a replay whose answer was lost
 * (the server committed, then crashed) replays into the same order.
 */
export type TOutboxEntry = {
  /** client-generated, and the Idempotency-Key */
  id: string;
  /** creation order on this device: replays go oldest first */
  seq: number;
  tenantId: string;
  /** the cashier who made it; any user signed in to the same business replays it */
  userId: string;
  userName: string;
  deviceId: string;
  mode: 'kitchen' | 'pay';
  /** what is replayed: the order with its `offline` block (creation time, menu version, device, token) */
  body: TCreateOrderInput | TCreateOrderAndInvoiceInput;
  /**
   * Set when the order was first sent live and its answer never came: that exact body went out once with this
   * key, so a server that did get it answers 422 to `body` and its stored answer to this one.
   */
  firstBody?: TCreateOrderInput | TCreateOrderAndInvoiceInput;
  createdAt: string;
  provisionalToken: string;
  /** what the cashier was shown, minor units: the waiting list and the local receipt */
  payableMinor: number;
  currency: string;
  lineCount: number;
  /** the receipt as this device printed it, for a reprint before the order synced */
  receipt: TReceiptResponse;
  /**
   * Where the kitchen of this device took each line (by cart line) while it waited: applied to the server's
   * items once the order synced. Absent: every line still created.
   */
  itemStatuses?: TOrderItemStatus[];
  status: 'waiting' | 'refused';
  /** why the server refused it, in the cashier's language */
  refusal?: { message: string; code?: string; status: number };
  attempts: number;
};

/** An entry the server acknowledged: its real token replaces the provisional one on this device's screens. */
export type TSyncedOrder = {
  id: string;
  tenantId: string;
  provisionalToken: string;
  tokenNo: number;
  orderId: string;
  invoiceId: string | null;
  mode: 'kitchen' | 'pay';
  createdAt: string;
  syncedAt: string;
  /** the kitchen's moves made on this device before the order synced, still to send, oldest first */
  statusSteps?: TStatusStep[];
};

/** One kitchen move of a synced order's item (POST /kitchen/{itemId}). */
export type TStatusStep = { itemId: string; status: TKitchenStatus };

/**
 * The kitchen moves that bring the server's items (created, in cart order) to where this device's kitchen
 * took the lines while offline: one step per move, Start Making before Complete.
 */
export function statusStepsOf(
  itemIds: readonly string[],
  statuses: readonly TOrderItemStatus[] = [],
): TStatusStep[] {
  return itemIds.flatMap((itemId, index): TStatusStep[] => {
    const status = statuses[index] ?? 'created';
    if (status === 'preparing') return [{ itemId, status: 'preparing' }];
    if (status === 'completed')
      return [
        { itemId, status: 'preparing' },
        { itemId, status: 'completed' },
      ];
    return [];
  });
}

/**
 * What one replay's failure means for its entry:
 * - `retry`: no answer, or the server is struggling (5xx, 408, 429): the entry stays, replay stops and tries
 *   again later with backoff (later entries wait, so the order of creation holds);
 * - `sign-in`: the session is gone (the api client already tried a refresh): entries wait for a sign-in;
 * - `first-body`: 422, the key was used with another body: the live send did reach the server, so the
 *   entry is replayed with that first body to read the stored answer;
 * - `refused`: any other answer: the server will never take it as it is; the entry is kept for a manager.
 */
export type TReplayOutcome = 'retry' | 'sign-in' | 'first-body' | 'refused';

export function replayOutcome(error: unknown, entry: Pick<TOutboxEntry, 'firstBody'>): TReplayOutcome {
  if (!(error instanceof ApiError)) return 'retry';
  const { status } = error;
  if (status === 0 || status >= 500 || status === 408 || status === 429) return 'retry';
  if (status === 401 || (status === 403 && !error.code)) return 'sign-in';
  if (status === 422 && entry.firstBody) return 'first-body';
  return 'refused';
}

/** "P-7": the device's own count of orders it made offline, shown until the real token comes. */
export const provisionalTokenOf = (count: number) => `P-${count}`;
