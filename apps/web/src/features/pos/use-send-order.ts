import {
  MSG,
  POS_MSG,
  type TCreateOrderAndInvoiceResponse,
  type TCreateOrderResponse,
} from '@opentab/shared';
import { useRef, useState } from 'react';
import { ApiError } from '../../lib/api';
import { msg, t } from '../../lib/i18n';
import { isReachable } from '../../lib/offline/connectivity';
import type { TOutboxEntry } from '../../lib/offline/outbox-rules';
import {
  errorMessage,
  toastDismiss,
  toastError,
  toastLoading,
  toastSuccess,
  toastWarning,
} from '../../lib/toast';
import { isApprovalRequired } from '../../lib/use-approval';
import type { TOfflineOrder } from './offline-order';
import { createOrder, type TSendOrder } from './pos-api';
import { readSendAttempt, type TSendAttempt, writeSendAttempt } from './pos-order-storage';

const SAVED_OFFLINE = msg('Saved on this device! It reaches the server when the network is back.');
const NOT_SAVED_OFFLINE = msg('The order could not be saved on this device! Nothing was sent.');

/** The server answered and created nothing: a 4xx, except 422 (the key already made an order). */
const refusedWithoutOrder = (error: unknown) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 422;

/**
 * Sends the order with an Idempotency-Key that belongs to the order being built, not to one request body.
 * It is kept until the server answers: with the order (sent), or with a refusal (nothing was created, the
 * cashier fixes the order and sends again). While an answer is missing (network down, a 5xx), every resend
 * carries the same key, even after the cart changed meanwhile (a manager's menu change reprices it live):
 * if the lost send did create the order, the server replays it, or answers 422 to a changed order, and the
 * cashier is told to check the Orders screen instead of the order being created twice. The unanswered key
 * is kept in the tab's storage, so this holds across a reload. `startNewOrder` lets it go (New, a draft or a
 * QR order loaded): that is another order. A refusal that a manager's approval would lift (a discount over the
 * limit) is thrown to the caller, which asks for one and sends again.
 */
/**
 * Issue 25: with no server to answer (before the send, or a send that got no answer), the order goes to this
 * device's outbox instead, and counts as sent once IndexedDB holds it; a send that got no answer keeps its key
 * in the entry, so the replay cannot make the order twice if that send did reach the server.
 */
export function useSendOrder(
  tenantId: string,
  onSent: (answer: TCreateOrderResponse | TCreateOrderAndInvoiceResponse) => void,
  offline: {
    /** what the POS knew when the order was confirmed */
    describe: (order: TSendOrder) => Omit<TOfflineOrder, 'sentLiveWith' | 'now'> | null;
    onQueued: (entry: TOutboxEntry) => void;
  },
) {
  // undefined until read from storage, once (the lazy-ref pattern)
  const attempt = useRef<TSendAttempt | null | undefined>(undefined);
  if (attempt.current === undefined) attempt.current = readSendAttempt(tenantId);
  const inFlight = useRef(false);
  const [sending, setSending] = useState(false);

  const startNewOrder = () => {
    attempt.current = null;
    writeSendAttempt(tenantId, null);
  };

  /** Keeps the order on the device; false (and the cart kept) when it cannot be stored. */
  const queue = async (order: TSendOrder, sentLiveWith: string | null, toastId: string) => {
    const described = offline.describe(order);
    try {
      if (!described) throw new Error('no menu data to price the order offline');
      // the outbox and the offline receipt's pricing load when first needed: no part of the POS's first load
      const [{ offlineEntry }, { queueOrder }] = await Promise.all([
        import('./offline-order'),
        import('../../lib/offline/outbox-store'),
      ]);
      const entry = await queueOrder(offlineEntry({ ...described, sentLiveWith, now: new Date() }));
      startNewOrder();
      toastSuccess(t(SAVED_OFFLINE), toastId);
      offline.onQueued(entry);
      return true;
    } catch {
      toastError(t(NOT_SAVED_OFFLINE), toastId);
      return false;
    }
  };

  const send = async (order: TSendOrder) => {
    // One request at a time: Enter pressed again while the first answer is on its way sends nothing.
    if (inFlight.current) return false;
    if (!isReachable()) {
      inFlight.current = true;
      setSending(true);
      try {
        return await queue(order, null, toastLoading());
      } finally {
        inFlight.current = false;
        setSending(false);
      }
    }
    if (!attempt.current) {
      attempt.current = { key: crypto.randomUUID() };
      writeSendAttempt(tenantId, attempt.current);
    }
    const { key } = attempt.current;
    inFlight.current = true;
    setSending(true);
    const toastId = toastLoading();
    try {
      const answer = await createOrder(order, key);
      startNewOrder();
      toastSuccess(answer.message ?? POS_MSG.orderSent, toastId);
      // issue 27: sold under the 'allow' policy with less stock than it took
      const short = answer.stockShortages?.map((shortage) => shortage.title).join(', ');
      if (short) toastWarning(t('Order sent, but stock is short: {items}', { items: short }));
      onSent(answer);
      return true;
    } catch (error) {
      // The cart stays as it is, so nothing is lost.
      if (isApprovalRequired(error)) {
        // nothing was created: the caller asks for a manager and sends again with the approval
        startNewOrder();
        toastDismiss(toastId);
        throw error;
      }
      if (error instanceof ApiError && error.status === 0) return await queue(order, key, toastId);
      const sentBefore = error instanceof ApiError && error.status === 422;
      if (sentBefore || refusedWithoutOrder(error)) startNewOrder();
      toastError(sentBefore ? POS_MSG.orderSentBefore : errorMessage(error, MSG.somethingWrong), toastId);
      return false;
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };

  return { send, sending, startNewOrder };
}
