import { hash, verify } from '@node-rs/argon2';

// argon2id with the OWASP minimum (m=19 MiB, t=2, p=1); algorithm 2 is argon2id.
const OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/**
 * Whether the password matches. A stored hash that argon2 cannot read throws (a 500, logged): read as a
 * wrong password, it would lock the account out with no trace of why.
 */
export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password);
}

/** A real hash to verify against when the account does not exist, so timing does not reveal accounts. */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('opentab-timing-equaliser');
  return dummyHash;
}
