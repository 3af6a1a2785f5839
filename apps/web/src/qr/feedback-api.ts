import type { TFeedbackRatings, TPublicFeedbackResponse } from '@opentab/shared';
import { t } from '../lib/i18n';
import { publicHeaders, QR_API, readMessage } from './api';
import { FEEDBACK_TEXT } from './feedback-rules';

/** Issue 27: the feedback page's two public calls. Same origin, no session; the invoice's token is the key. */
export type TFeedbackPageResult =
  | { status: 'ok'; page: TPublicFeedbackResponse }
  | { status: 'invalid' }
  | { status: 'unavailable' };

/**
 * GET /qrmenu/{qrcode}/feedback/{token}. A 404 is a link that names no visit, unless its reason is the store's
 * (it takes no feedback now); any other failure is shown as not available.
 */
export async function fetchFeedbackPage(qrcode: string, token: string): Promise<TFeedbackPageResult> {
  try {
    const res = await fetch(`${QR_API}/${encodeURIComponent(qrcode)}/feedback/${encodeURIComponent(token)}`, {
      headers: publicHeaders(),
    });
    if (res.ok) return { status: 'ok', page: (await res.json()) as TPublicFeedbackResponse };
    const message = await readMessage(res);
    console.error('Feedback page failed to load:', res.status, message);
    if (res.status === 404 && !isNotAvailable(message)) return { status: 'invalid' };
    return { status: 'unavailable' };
  } catch (error) {
    console.error('Feedback page failed to load:', error);
    return { status: 'unavailable' };
  }
}

/** The server's "not available" in English or already in the guest's language. */
const isNotAvailable = (message: string | undefined) =>
  message === FEEDBACK_TEXT.notAvailable || message === t(FEEDBACK_TEXT.notAvailable);

export type TFeedbackInput = TFeedbackRatings & {
  invoiceId: string;
  remarks: string;
  name: string;
  phone: string;
  email: string;
  birthdate: string;
};

export type TSendResult =
  | { status: 'sent' }
  | { status: 'already-sent' }
  | { status: 'invalid' }
  | { status: 'refused'; message?: string };

/** POST /qrmenu/{qrcode}/feedback: 409 is feedback already given for the visit, 404 a link that names none. */
export async function sendFeedback(qrcode: string, body: TFeedbackInput): Promise<TSendResult> {
  try {
    const res = await fetch(`${QR_API}/${encodeURIComponent(qrcode)}/feedback`, {
      method: 'POST',
      headers: { ...publicHeaders(), 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (res.ok) return { status: 'sent' };
    if (res.status === 409) return { status: 'already-sent' };
    const message = await readMessage(res);
    if (res.status === 404 && !isNotAvailable(message)) return { status: 'invalid' };
    return { status: 'refused', message };
  } catch {
    return { status: 'refused' };
  }
}
