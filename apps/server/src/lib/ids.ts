import { createHash, randomBytes } from 'node:crypto';

/** Row ids: 16 random bytes, URL-safe. Unguessable, so an id never leaks another tenant's row count. */
export function newId(): string {
  return randomBytes(12).toString('base64url');
}

/** Secrets handed to a client (refresh and reset tokens, QR codes): 32 random bytes. */
export function newSecretToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** Tokens are stored only as their SHA-256, so a database leak does not hand out sessions. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/**
 * The id of the n-th line of an order: the order's random id plus a zero-padded position, so lines sort in
 * the order they were written (cart order) and stay as unguessable as the order itself.
 */
export function lineId(parentId: string, index: number): string {
  return `${parentId}.${String(index).padStart(3, '0')}`;
}
