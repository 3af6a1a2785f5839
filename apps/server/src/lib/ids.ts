import { createHash, randomFillSync } from 'node:crypto';

const ID_TIME_BYTES = 6;
const ID_RANDOM_BYTES = 9;
const RANDOM_POOL_BYTES = 4096;
/** Base64's 64 digits in ASCII order, so ids compare as text (SQLite, PostgreSQL's C collation) as their bytes do. */
const SORTABLE_DIGITS = '-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz';
let randomPool = Buffer.alloc(0);
let randomPoolOffset = 0;
let lastTime = 0;
const lastRandom = Buffer.alloc(ID_RANDOM_BYTES);

/**
 * Row ids, 20 URL-safe characters: 48 bits of the creation millisecond, then 72 random bits.
 * The time prefix makes rows written together land together in every index on their id, so a commit
 * dirties a few index pages instead of one random page per row (with fully random ids each order cost
 * ~18 WAL pages). The random part keeps ids unguessable; nothing in an id counts rows.
 * Within one millisecond a process's ids still rise (the random part steps up by a random amount), so lists
 * ordered by time then id (the audit log, newest first) keep the order rows were written in.
 */
export function newId(): string {
  const now = Date.now();
  if (now > lastTime) {
    lastTime = now;
    takeRandom(lastRandom, 0, ID_RANDOM_BYTES);
  } else if (!stepUp(lastRandom)) {
    lastTime += 1;
    takeRandom(lastRandom, 0, ID_RANDOM_BYTES);
  }
  const id = Buffer.allocUnsafe(ID_TIME_BYTES + ID_RANDOM_BYTES);
  id.writeUIntBE(lastTime, 0, ID_TIME_BYTES);
  lastRandom.copy(id, ID_TIME_BYTES);
  return toSortableText(id);
}

function takeRandom(into: Buffer, at: number, length: number): void {
  if (randomPoolOffset + length > randomPool.length) {
    randomPool = randomFillSync(Buffer.allocUnsafe(RANDOM_POOL_BYTES));
    randomPoolOffset = 0;
  }
  randomPool.copy(into, at, randomPoolOffset, randomPoolOffset + length);
  randomPoolOffset += length;
}

const step = Buffer.alloc(3);
/** Adds 1 + a random 24-bit amount to a big-endian number in place; false when it would overflow. */
function stepUp(value: Buffer): boolean {
  takeRandom(step, 0, 3);
  let carry = step.readUIntBE(0, 3) + 1;
  for (let i = value.length - 1; i >= 0 && carry > 0; i--) {
    const sum = (value[i] as number) + (carry & 0xff);
    value[i] = sum & 0xff;
    carry = (carry >>> 8) + (sum >>> 8);
  }
  return carry === 0;
}

function toSortableText(bytes: Buffer): string {
  let text = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const triple = ((bytes[i] as number) << 16) | ((bytes[i + 1] as number) << 8) | (bytes[i + 2] as number);
    text +=
      SORTABLE_DIGITS.charAt(triple >>> 18) +
      SORTABLE_DIGITS.charAt((triple >>> 12) & 63) +
      SORTABLE_DIGITS.charAt((triple >>> 6) & 63) +
      SORTABLE_DIGITS.charAt(triple & 63);
  }
  return text;
}

/**
 * Secrets handed to a client (refresh and reset tokens, QR codes, a receipt's feedback link): 32 random bytes
 * by default, taken from the ids' pool: asking the kernel for each one cost about 10 µs a call on a loaded
 * virtual machine, and every paid order makes one. Pooled bytes are used once, as Node's own randomUUID does.
 */
export function newSecretToken(bytes = 32): string {
  const token = Buffer.allocUnsafe(bytes);
  if (bytes > RANDOM_POOL_BYTES) randomFillSync(token);
  else takeRandom(token, 0, bytes);
  return token.toString('base64url');
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
