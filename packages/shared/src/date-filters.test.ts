import { describe, expect, it } from 'vitest';
import { dateFilterRange, REPORT_DATE_FILTERS, startOfDay, ZDateFilterQuerySchema } from './date-filters.ts';

const range = (type: string, zone: string, now: string, extra: Record<string, string> = {}) => {
  const r = dateFilterRange(ZDateFilterQuerySchema.parse({ type, ...extra }), zone, new Date(now));
  return [r.from.toISOString(), r.to.toISOString()];
};

describe('dateFilterRange', () => {
  it("takes today in the store's zone, not UTC's, on both sides of local midnight", () => {
    // 23:30 on Mar 10 in New York (EDT from Mar 8) is 03:30 UTC on Mar 11.
    expect(range('today', 'America/New_York', '2026-03-11T03:30:00Z')).toEqual([
      '2026-03-10T04:00:00.000Z',
      '2026-03-11T04:00:00.000Z',
    ]);
    // Half an hour later it is the next day there.
    expect(range('today', 'America/New_York', '2026-03-11T04:30:00Z')).toEqual([
      '2026-03-11T04:00:00.000Z',
      '2026-03-12T04:00:00.000Z',
    ]);
    expect(range('today', 'UTC', '2026-03-11T03:30:00Z')).toEqual([
      '2026-03-11T00:00:00.000Z',
      '2026-03-12T00:00:00.000Z',
    ]);
  });

  it('gives a 23-hour and a 25-hour day across the daylight-saving changes', () => {
    // Europe/Berlin springs forward on 2026-03-29 and falls back on 2026-10-25.
    expect(range('today', 'Europe/Berlin', '2026-03-29T12:00:00Z')).toEqual([
      '2026-03-28T23:00:00.000Z',
      '2026-03-29T22:00:00.000Z',
    ]);
    expect(range('today', 'Europe/Berlin', '2026-10-25T12:00:00Z')).toEqual([
      '2026-10-24T22:00:00.000Z',
      '2026-10-25T23:00:00.000Z',
    ]);
    expect(range('tomorrow', 'Europe/Berlin', '2026-03-28T12:00:00Z')).toEqual([
      '2026-03-28T23:00:00.000Z',
      '2026-03-29T22:00:00.000Z',
    ]);
  });

  it('starts a day whose midnight falls in a daylight-saving gap at the first minute it has', () => {
    // America/Santiago springs forward at 00:00 on 2026-09-06: the day begins at 01:00 (-03), 04:00 UTC.
    expect(startOfDay('2026-09-06', 'America/Santiago').toISOString()).toBe('2026-09-06T04:00:00.000Z');
  });

  it('covers yesterday, the last 7 days with today, this month and last month', () => {
    const now = '2026-03-01T03:30:00Z'; // 22:30 on Feb 28 in New York
    const zone = 'America/New_York';
    expect(range('yesterday', zone, now)).toEqual(['2026-02-27T05:00:00.000Z', '2026-02-28T05:00:00.000Z']);
    expect(range('last_7days', zone, now)).toEqual(['2026-02-22T05:00:00.000Z', '2026-03-01T05:00:00.000Z']);
    expect(range('this_month', zone, now)).toEqual(['2026-02-01T05:00:00.000Z', '2026-03-01T05:00:00.000Z']);
    expect(range('last_month', zone, now)).toEqual(['2026-01-01T05:00:00.000Z', '2026-02-01T05:00:00.000Z']);
    // January's last month is December of the year before.
    expect(range('last_month', 'UTC', '2026-01-15T00:00:00Z')).toEqual([
      '2025-12-01T00:00:00.000Z',
      '2026-01-01T00:00:00.000Z',
    ]);
  });

  it('takes custom from and to as whole days, to inclusive', () => {
    expect(
      range('custom', 'Asia/Kolkata', '2026-05-01T00:00:00Z', { from: '2026-04-01', to: '2026-04-02' }),
    ).toEqual(['2026-03-31T18:30:00.000Z', '2026-04-02T18:30:00.000Z']);
  });
});

describe('ZDateFilterQuerySchema', () => {
  it('defaults to today and refuses unknown filters, custom without dates, impossible dates and from after to', () => {
    expect(ZDateFilterQuerySchema.parse({}).type).toBe('today');
    expect(ZDateFilterQuerySchema.safeParse({ type: 'next_year' }).success).toBe(false);
    expect(ZDateFilterQuerySchema.safeParse({ type: 'custom' }).success).toBe(false);
    expect(
      ZDateFilterQuerySchema.safeParse({ type: 'custom', from: '2026-02-30', to: '2026-03-01' }).success,
    ).toBe(false);
    expect(
      ZDateFilterQuerySchema.safeParse({ type: 'custom', from: '2026-03-02', to: '2026-03-01' }).success,
    ).toBe(false);
    expect(
      ZDateFilterQuerySchema.safeParse({ type: 'custom', from: '2026-03-01', to: '2026-03-01' }).success,
    ).toBe(true);
  });

  it('offers reports every filter but Tomorrow', () => {
    expect(REPORT_DATE_FILTERS).not.toContain('tomorrow');
    expect(REPORT_DATE_FILTERS).toHaveLength(6);
  });
});
