import { createHash, randomBytes, randomFillSync } from 'node:crypto';

const ID_TIME_BYTES = 6;
const ID_RANDOM_BYTES = 9;
const RANDOM_POOL_BYTES = 4096;
let randomPool = Buffer.alloc(0);
let randomPoolOffset = 0;

/**
 * Row ids, 20 URL-safe characters: 48 bits of the creation millisecond, then 72 random bits.
 * The time prefix makes rows written together land together in every index on their id, so a commit
 * dirties a few index pages instead of one random page per row (with fully random ids each order cost
 * ~18 WAL pages). The random part keeps ids unguessable; nothing in an id counts rows.
 */
export function newId(): string {
  if (randomPoolOffset + ID_RANDOM_BYTES > randomPool.length) {
    randomPool = randomFillSync(Buffer.allocUnsafe(RANDOM_POOL_BYTES));
    randomPoolOffset = 0;
  }
  const id = Buffer.allocUnsafe(ID_TIME_BYTES + ID_RANDOM_BYTES);
  id.writeUIntBE(Date.now(), 0, ID_TIME_BYTES);
  randomPool.copy(id, ID_TIME_BYTES, randomPoolOffset, randomPoolOffset + ID_RANDOM_BYTES);
  randomPoolOffset += ID_RANDOM_BYTES;
  return id.toString('base64url');
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
