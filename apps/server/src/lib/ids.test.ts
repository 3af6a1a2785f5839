import { describe, expect, it, vi } from 'vitest';
import { lineId, newId } from './ids.ts';

describe('newId', () => {
  it('is 20 URL-safe characters and unique', () => {
    const ids = Array.from({ length: 5000 }, newId);
    for (const id of ids) expect(id).toMatch(/^[\w-]{20}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('starts with the creation time, so ids of one moment share their prefix', () => {
    vi.useFakeTimers({ now: new Date('2026-11-22T12:00:00.000Z') });
    try {
      const a = newId();
      const b = newId();
      vi.setSystemTime(new Date('2026-11-22T12:00:00.001Z'));
      const c = newId();
      expect(a.slice(0, 8)).toBe(b.slice(0, 8));
      expect(a.slice(8)).not.toBe(b.slice(8));
      expect(c.slice(0, 6)).toBe(a.slice(0, 6));
      expect(c.slice(0, 8)).not.toBe(a.slice(0, 8));
      const time = Buffer.from(a, 'base64url').readUIntBE(0, 6);
      expect(time).toBe(Date.parse('2026-11-22T12:00:00.000Z'));
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('lineId', () => {
  it('keeps the cart order when sorted', () => {
    const order = newId();
    const ids = [lineId(order, 10), lineId(order, 2), lineId(order, 0)];
    expect([...ids].sort()).toEqual([lineId(order, 0), lineId(order, 2), lineId(order, 10)]);
  });
});
