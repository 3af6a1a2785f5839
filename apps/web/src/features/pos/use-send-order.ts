import { MSG } from '@opentab/shared';
import { useRef, useState } from 'react';
import { withToast } from '../../lib/toast';
import { createOrder, type TPayExtras, type TSendMode, type TSentOrder } from './pos-api';
import { readSendAttempt, type TSendAttempt, writeSendAttempt } from './pos-order-storage';
import type { TCreateOrderBody } from './pos-types';

/**
 * Sends the order with an Idempotency-Key. The key belongs to one request (path and body): a retry of the
 * same request, after a failure or a lost answer, reuses it so the server never creates a second order,
 * while a changed cart or payment type is a new request with a new key (the server answers 422 to a key
 * reused with another body). The key is dropped once the order is acknowledged. An unanswered key is kept
 * with the order in the tab's storage, so a resend after a reload cannot create the order twice either.
 */
export function useSendOrder(tenantId: string, onSent: (answer: TSentOrder) => void) {
  // undefined until read from storage, once (the lazy-ref pattern)
  const attempt = useRef<TSendAttempt | null | undefined>(undefined);
  if (attempt.current === undefined) attempt.current = readSendAttempt(tenantId);
  const inFlight = useRef(false);
  const [sending, setSending] = useState(false);

  const send = async (mode: TSendMode, body: TCreateOrderBody | (TCreateOrderBody & TPayExtras)) => {
    // One request at a time: Enter pressed again while the first answer is on its way sends nothing.
    if (inFlight.current) return false;
    const signature = `${mode} ${JSON.stringify(body)}`;
    if (attempt.current?.signature !== signature) {
      attempt.current = { signature, key: crypto.randomUUID() };
      writeSendAttempt(tenantId, attempt.current);
    }
    const { key } = attempt.current;
    inFlight.current = true;
    setSending(true);
    try {
      const answer = await withToast(() => createOrder(mode, body, key), MSG.somethingWrong);
      attempt.current = null;
      writeSendAttempt(tenantId, null);
      onSent(answer);
      return true;
    } catch {
      // withToast has shown the message; the cart stays as it is so nothing is lost.
      return false;
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };

  return { send, sending };
}
