import type { TPlaceQrOrderInput, TQrMenuResponse } from '@opentab/shared';
import { currentLocale, t } from '../lib/i18n';
import { QR_TEXT } from './rules';

/** The two public QR calls (spec 02 section 7). Same origin, no session; POSTs are JSON. */
export const QR_API = '/api/v1/qrmenu';

export type TQrMenuItem = TQrMenuResponse['menuItems'][number];
export type TQrOption = TQrMenuItem['variants'][number];

export type TMenuResult =
  | { status: 'ok'; menu: TQrMenuResponse }
  | { status: 'broken' }
  | { status: 'unavailable' };

/** JSON in the diner's language, not only the browser's: a refusal is shown to them as the server words it. */
export const publicHeaders = () => ({ accept: 'application/json', 'accept-language': currentLocale() });

/** The `message` of an answer, if it has one. */
export async function readMessage(res: Response): Promise<string | undefined> {
  try {
    const body = (await res.json()) as { message?: unknown };
    return typeof body.message === 'string' ? body.message : undefined;
  } catch {
    return undefined;
  }
}

/**
 * GET /qrmenu/{qrcode}?tableId=. An unknown code is a broken link; a store that switched its menu off
 * answers 404 "Menu Not Available!" (in English, or in the language asked for once the server translates its
 * messages). Any other failure is only logged (spec 02 section 8) and shown as not available.
 */
export async function fetchMenu(qrcode: string, tableId: string | null): Promise<TMenuResult> {
  const query = tableId ? `?tableId=${encodeURIComponent(tableId)}` : '';
  try {
    const res = await fetch(`${QR_API}/${encodeURIComponent(qrcode)}${query}`, {
      headers: publicHeaders(),
    });
    if (res.ok) {
      const menu = (await res.json()) as TQrMenuResponse;
      return menu.storeSettings.is_qr_menu_enabled === 1 ? { status: 'ok', menu } : { status: 'unavailable' };
    }
    const message = await readMessage(res);
    console.error('QR menu failed to load:', res.status, message);
    const notAvailable = message === QR_TEXT.menuNotAvailable || message === t(QR_TEXT.menuNotAvailable);
    if (res.status === 404 && !notAvailable) return { status: 'broken' };
    return { status: 'unavailable' };
  } catch (error) {
    console.error('QR menu failed to load:', error);
    return { status: 'unavailable' };
  }
}

type TPlaceOrderResult = { ok: true; message: string } | { ok: false; message?: string };

/** POST /qrmenu/{qrcode}/place-order. The key makes a repeated submit of the same checkout one order. */
export async function placeOrder(
  qrcode: string,
  body: TPlaceQrOrderInput,
  idempotencyKey: string,
): Promise<TPlaceOrderResult> {
  try {
    const res = await fetch(`${QR_API}/${encodeURIComponent(qrcode)}/place-order`, {
      method: 'POST',
      headers: {
        ...publicHeaders(),
        'content-type': 'application/json',
        'idempotency-key': idempotencyKey,
      },
      body: JSON.stringify(body),
    });
    const message = await readMessage(res);
    return res.ok ? { ok: true, message: message ?? '' } : { ok: false, message };
  } catch (error) {
    console.error('QR order failed:', error);
    return { ok: false };
  }
}

/** A random key without crypto.randomUUID, which phones only offer on HTTPS. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `qr-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}
