import { describe, expect, it } from 'vitest';
import { isPastOrTodayDate, ZCustomerSearchSchema } from './pos.schemas.ts';

describe('isPastOrTodayDate (birth dates)', () => {
  it('accepts today for a store east of UTC just after its midnight', () => {
    // 00:30 on 2026-05-02 in Auckland (UTC+12) is still 2026-05-01 in UTC
    const now = new Date('2026-05-01T12:30:00Z');
    expect(isPastOrTodayDate('2026-05-02', now)).toBe(true);
    expect(isPastOrTodayDate('2026-05-01', now)).toBe(true);
    expect(isPastOrTodayDate('1990-12-31', now)).toBe(true);
  });

  it('refuses a date that has not begun anywhere yet', () => {
    // 09:00 UTC is 23:00 in Kiritimati (UTC+14): nowhere is it 2026-05-02 yet
    expect(isPastOrTodayDate('2026-05-02', new Date('2026-05-01T09:00:00Z'))).toBe(false);
    expect(isPastOrTodayDate('2026-05-03', new Date('2026-05-01T12:30:00Z'))).toBe(false);
  });

  it.each(['2020-02-30', '2021-13-01', '20-01-01', '2020-1-1', 'yesterday'])('refuses %s', (value) => {
    expect(isPastOrTodayDate(value, new Date('2026-05-01T12:00:00Z'))).toBe(false);
  });
});

describe('ZCustomerSearchSchema', () => {
  it('says so when a search term is too long', () => {
    const result = ZCustomerSearchSchema.safeParse({ q: 'x'.repeat(101) });
    expect(result.error?.issues[0]?.message).toBe('Search term must be at most 100 characters!');
    expect(ZCustomerSearchSchema.safeParse({ q: 'x'.repeat(100) }).success).toBe(true);
  });
});
