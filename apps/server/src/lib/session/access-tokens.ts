import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Access tokens are `<deviceId>.<expiresAtMs>.<hmac>`: cheap to verify, and since every request still loads
 * the device row, revoking a device ends its access at the next call.
 */
export function signAccessToken(secret: string, deviceId: string, expiresAtMs: number): string {
  const payload = `${deviceId}.${expiresAtMs}`;
  return `${payload}.${mac(secret, payload)}`;
}

export function verifyAccessToken(
  secret: string,
  token: string | undefined,
  nowMs = Date.now(),
): string | undefined {
  if (!token) return undefined;
  // A token string that verified once stays verified until it expires: remember it instead of re-hashing.
  const verified = verifiedTokens(secret);
  const known = verified.get(token);
  if (known) return known.expiresAtMs > nowMs ? known.deviceId : undefined;
  const parts = token.split('.');
  if (parts.length !== 3) return undefined;
  const [deviceId, expiresAt, signature] = parts as [string, string, string];
  const expected = mac(secret, `${deviceId}.${expiresAt}`);
  const a = Buffer.from(signature);
  const b = Buffer.from(expected);
  if (a.length !== b.length || !timingSafeEqual(a, b)) return undefined;
  if (!(Number(expiresAt) > nowMs)) return undefined;
  if (verified.size >= MAX_VERIFIED_TOKENS) verified.delete(verified.keys().next().value as string);
  verified.set(token, { deviceId, expiresAtMs: Number(expiresAt) });
  return deviceId;
}

/** Verifies a socket's access cookie and reads when it expires, so the socket can be closed then. */
export function verifyAccessTokenExpiry(secret: string, token: string | undefined) {
  const deviceId = verifyAccessToken(secret, token);
  if (!deviceId || !token) return undefined;
  return { deviceId, expiresAtMs: Number(token.split('.')[1]) };
}

const MAX_VERIFIED_TOKENS = 10_000;
const verifiedBySecret = new Map<string, Map<string, { deviceId: string; expiresAtMs: number }>>();

function verifiedTokens(secret: string) {
  let verified = verifiedBySecret.get(secret);
  if (!verified) {
    verified = new Map();
    verifiedBySecret.set(secret, verified);
  }
  return verified;
}

function mac(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(payload).digest('base64url');
}
