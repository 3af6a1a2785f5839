import { useSyncExternalStore } from 'react';

/**
 * The QR pages' whole router: four routes do not need a library. Paths are read from location.pathname;
 * navigate() pushes history entries and tells subscribers, the back button arrives as popstate.
 */
type TRoute =
  | { page: 'menu'; qrcode: string }
  | { page: 'cart'; qrcode: string }
  | { page: 'feedback'; qrcode: string; token: string }
  | { page: 'success' }
  | { page: 'failed' }
  | { page: 'broken' };

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment).trim();
  } catch {
    return '';
  }
}

export function parseRoute(pathname: string): TRoute {
  const parts = pathname.split('/').filter(Boolean);
  if (parts[0] !== 'm' || parts.length < 2 || parts.length > 4) return { page: 'broken' };
  const qrcode = decodeSegment(parts[1] ?? '');
  // issue 27: /m/{qrcode}/feedback/{token}, the link a paid visit's receipt carries
  if (parts.length === 4) {
    const token = decodeSegment(parts[3] ?? '');
    return parts[2] === 'feedback' && qrcode && token
      ? { page: 'feedback', qrcode, token }
      : { page: 'broken' };
  }
  if (parts.length === 2 && qrcode === 'order-success') return { page: 'success' };
  if (parts.length === 2 && qrcode === 'order-failed') return { page: 'failed' };
  if (!qrcode) return { page: 'broken' };
  if (parts.length === 2) return { page: 'menu', qrcode };
  return parts[2] === 'cart' ? { page: 'cart', qrcode } : { page: 'broken' };
}

const withTable = (path: string, tableId: string | null) =>
  tableId ? `${path}?table=${encodeURIComponent(tableId)}` : path;

export const menuPath = (qrcode: string, tableId: string | null) =>
  withTable(`/m/${encodeURIComponent(qrcode)}`, tableId);
export const cartPath = (qrcode: string, tableId: string | null) =>
  withTable(`/m/${encodeURIComponent(qrcode)}/cart`, tableId);
export const SUCCESS_PATH = '/m/order-success';
export const FAILED_PATH = '/m/order-failed';

const NAVIGATED = 'qr:navigate';

export function navigate(to: string, options: { replace?: boolean; state?: unknown } = {}): void {
  if (options.replace) window.history.replaceState(options.state ?? null, '', to);
  else window.history.pushState(options.state ?? null, '', to);
  window.scrollTo?.(0, 0);
  window.dispatchEvent(new Event(NAVIGATED));
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener(NAVIGATED, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(NAVIGATED, onChange);
  };
}

const currentUrl = () => `${window.location.pathname}${window.location.search}`;

/** The current path and query; re-renders on navigate() and on back/forward. */
export function useLocation(): { pathname: string; search: string } {
  const url = useSyncExternalStore(subscribe, currentUrl);
  const query = url.indexOf('?');
  return query === -1
    ? { pathname: url, search: '' }
    : { pathname: url.slice(0, query), search: url.slice(query) };
}

/** The history entry's state (the failure message handed to /m/order-failed). */
export function historyState<T>(): T | undefined {
  return (window.history.state ?? undefined) as T | undefined;
}
