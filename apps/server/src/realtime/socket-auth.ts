import { verifyAccessToken } from '../modules/auth/session-tokens.ts';

/** Verifies a socket's access cookie and reads when it expires, so the socket can be closed then. */
export function verifyAccessTokenExpiry(secret: string, token: string | undefined) {
  const deviceId = verifyAccessToken(secret, token);
  if (!deviceId || !token) return undefined;
  return { deviceId, expiresAtMs: Number(token.split('.')[1]) };
}
