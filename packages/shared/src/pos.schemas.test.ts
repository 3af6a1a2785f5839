import { describe, expect, it } from 'vitest';
import { MSG } from './messages.ts';
import { isPastOrTodayDate, POS_MSG, ZCustomerAddSchema, ZCustomerSearchSchema } from './pos.schemas.ts';

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

describe('ZCustomerAddSchema', () => {
  const messageFor = (input: Record<string, unknown>) => {
    const result = ZCustomerAddSchema.safeParse({ phone: '+1 555 0101', name: 'Ana Diner', ...input });
    return result.success ? undefined : result.error.issues[0]?.message;
  };

  it("takes the spec's phone characters and the ext and x tokens", () => {
    for (const phone of ['+1 (555) 010-1234', '020 7946 0000 ext 12', '555.0101 x3', '#31*?^$_,']) {
      expect(messageFor({ phone }), phone).toBeUndefined();
    }
  });

  it('refuses other characters, tabs and newlines, capitalised tokens and more than 20 characters', () => {
    for (const phone of ['555-CALL', '555 EXT 1', '1'.repeat(21)]) {
      expect(messageFor({ phone }), JSON.stringify(phone)).toBe(POS_MSG.provideValidPhone);
    }
    for (const phone of ['555\t0101', '555\n0101']) {
      expect(messageFor({ phone }), JSON.stringify(phone)).toBe(MSG.removeControlCharacters);
    }
    expect(messageFor({ phone: '  ' })).toBe(POS_MSG.providePhone);
  });

  it('says a name is too long rather than missing', () => {
    expect(messageFor({ name: 'a'.repeat(101) })).toBe(POS_MSG.customerNameTooLong);
    expect(messageFor({ name: ' ' })).toBe(POS_MSG.provideName);
  });
});
