import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * "This browser has signed in to this account before": a signed, HttpOnly cookie that outlives sign-out.
 * Failed sign-ins are slowed down per account and IP; a known device skips that wait, so a stranger hammering
 * an account (even from the restaurant's own network) never keeps its owner out. It grants nothing else:
 * the password is still checked. One browser remembers a few accounts (a shared POS tablet).
 */
export const KNOWN_DEVICE_COOKIE = 'opentab_known';
export const KNOWN_DEVICE_TTL_MS = 90 * 24 * 60 * 60_000;
const MAX_ACCOUNTS = 5;

/** The account as the cookie names it: a hash, so the cookie does not carry the email. */
export function knownAccountKey(kind: 'user' | 'superadmin', username: string): string {
  return createHash('sha256').update(`${kind}:${username}`).digest('base64url').slice(0, 16);
}

type TEntry = { account: string; expiresAtMs: number; text: string };

function validEntries(secret: string, cookie: string | undefined, nowMs: number): TEntry[] {
  if (!cookie) return [];
  return cookie.split('~').flatMap((text) => {
    const [account, expiresAt, signature] = text.split('.');
    if (!account || !expiresAt || !signature) return [];
    const expected = Buffer.from(mac(secret, `${account}.${expiresAt}`));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return [];
    const expiresAtMs = Number(expiresAt);
    return expiresAtMs > nowMs ? [{ account, expiresAtMs, text }] : [];
  });
}

type TKnownDeviceCheck = { cookie: string | undefined; account: string; nowMs?: number };

export function isKnownDevice(secret: string, { cookie, account, nowMs = Date.now() }: TKnownDeviceCheck) {
  return validEntries(secret, cookie, nowMs).some((entry) => entry.account === account);
}

/** The cookie's new value after a successful sign-in: this account first, then the most recent others. */
export function rememberKnownDevice(
  secret: string,
  { cookie, account, nowMs = Date.now() }: TKnownDeviceCheck,
): string {
  const expiresAt = String(nowMs + KNOWN_DEVICE_TTL_MS);
  const fresh = `${account}.${expiresAt}.${mac(secret, `${account}.${expiresAt}`)}`;
  const others = validEntries(secret, cookie, nowMs)
    .filter((entry) => entry.account !== account)
    .slice(0, MAX_ACCOUNTS - 1)
    .map((entry) => entry.text);
  return [fresh, ...others].join('~');
}

function mac(secret: string, payload: string): string {
  return createHmac('sha256', `known-device:${secret}`).update(payload).digest('base64url');
}
