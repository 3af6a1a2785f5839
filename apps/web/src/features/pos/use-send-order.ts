import { MSG } from '@opentab/shared';
import { useRef, useState } from 'react';
import { withToast } from '../../lib/toast';
import { createOrder, type TPayExtras, type TSendMode } from './pos-api';
import type { TCreateOrderAnswer, TCreateOrderBody } from './pos-types';

type TAttempt = { signature: string; key: string };

/**
 * Sends the order with an Idempotency-Key. The key belongs to one request (path and body): a retry of the
 * same request, after a failure or a lost answer, reuses it so the server never creates a second order,
 * while a changed cart or payment type is a new request with a new key (the server answers 422 to a key
 * reused with another body). The key is dropped once the order is acknowledged.
 */
export function useSendOrder(onSent: (answer: TCreateOrderAnswer) => void) {
  const attempt = useRef<TAttempt | null>(null);
  const inFlight = useRef(false);
  const [sending, setSending] = useState(false);

  const send = async (mode: TSendMode, body: TCreateOrderBody | (TCreateOrderBody & TPayExtras)) => {
    // One request at a time: Enter pressed again while the first answer is on its way sends nothing.
    if (inFlight.current) return false;
    const signature = `${mode} ${JSON.stringify(body)}`;
    if (attempt.current?.signature !== signature) {
      attempt.current = { signature, key: crypto.randomUUID() };
    }
    const { key } = attempt.current;
    inFlight.current = true;
    setSending(true);
    try {
      const answer = await withToast(() => createOrder(mode, body, key), MSG.somethingWrong);
      attempt.current = null;
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
