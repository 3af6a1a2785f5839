import { describe, expect, it, vi } from 'vitest';
import { lineId, newId, newSecretToken } from './ids.ts';

describe('newId', () => {
  it('is 20 URL-safe characters and unique', () => {
    const ids = Array.from({ length: 5000 }, newId);
    for (const id of ids) expect(id).toMatch(/^[\w-]{20}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  // the generator never goes back in time, so each test sets a later clock than the one before
  it('starts with the creation time, so ids of one moment share their prefix', () => {
    vi.useFakeTimers({ now: new Date('2030-11-22T12:00:00.000Z') });
    try {
      const a = newId();
      const b = newId();
      vi.setSystemTime(new Date('2030-11-22T12:00:00.001Z'));
      const c = newId();
      expect(a.slice(0, 8)).toBe(b.slice(0, 8));
      expect(a.slice(8)).not.toBe(b.slice(8));
      expect(c.slice(0, 6)).toBe(a.slice(0, 6));
      expect(c.slice(0, 8)).not.toBe(a.slice(0, 8));
      expect(timeOf(a)).toBe(Date.parse('2030-11-22T12:00:00.000Z'));
      expect(timeOf(c)).toBe(Date.parse('2030-11-22T12:00:00.001Z'));
    } finally {
      vi.useRealTimers();
    }
  });

  it('rises as text in the order ids were made, within one millisecond and when the clock steps back', () => {
    vi.useFakeTimers({ now: new Date('2030-11-23T12:00:00.000Z') });
    try {
      const ids = Array.from({ length: 3000 }, newId);
      vi.setSystemTime(new Date('2030-11-23T11:59:59.000Z'));
      ids.push(newId(), newId());
      vi.setSystemTime(new Date('2030-11-23T12:00:01.000Z'));
      ids.push(newId());
      const sorted = [...ids].sort();
      expect(sorted).toEqual(ids);
      expect(new Set(ids).size).toBe(ids.length);
      // the clock stepping back keeps the last millisecond instead of going back with it
      expect(timeOf(ids[3001] as string)).toBeGreaterThanOrEqual(Date.parse('2030-11-23T12:00:00.000Z'));
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps random steps within one millisecond, so one id does not give away the next', () => {
    vi.useFakeTimers({ now: new Date('2030-11-24T12:00:00.000Z') });
    try {
      const steps = new Set<number>();
      let previous = randomPartOf(newId());
      for (let i = 0; i < 20; i++) {
        const next = randomPartOf(newId());
        steps.add(Number(next - previous));
        previous = next;
      }
      expect(steps.size).toBeGreaterThan(15);
    } finally {
      vi.useRealTimers();
    }
  });
});

const DIGITS = '-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz';
function numberOf(id: string): bigint {
  return [...id].reduce((value, digit) => value * 64n + BigInt(DIGITS.indexOf(digit)), 0n);
}
function timeOf(id: string): number {
  return Number(numberOf(id) >> 72n);
}
function randomPartOf(id: string): bigint {
  return numberOf(id) & ((1n << 72n) - 1n);
}

describe('lineId', () => {
  it('keeps the cart order when sorted', () => {
    const order = newId();
    const ids = [lineId(order, 10), lineId(order, 2), lineId(order, 0)];
    expect([...ids].sort()).toEqual([lineId(order, 0), lineId(order, 2), lineId(order, 10)]);
  });
});

describe('newSecretToken', () => {
  it('is as many random bytes as asked, URL-safe, and never repeats, drawn from the pool or past its size', () => {
    // 2,000 tokens of 32 bytes run through the 4 KB pool many times over
    const tokens = Array.from({ length: 2000 }, () => newSecretToken());
    for (const token of tokens) expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(tokens[0]).toMatch(/^[\w-]{43}$/);
    expect(new Set(tokens).size).toBe(tokens.length);
    expect(Buffer.from(newSecretToken(16), 'base64url')).toHaveLength(16);
    const large = [newSecretToken(5000), newSecretToken(5000)];
    expect(Buffer.from(large[0] as string, 'base64url')).toHaveLength(5000);
    expect(large[0]).not.toBe(large[1]);
  });
});
