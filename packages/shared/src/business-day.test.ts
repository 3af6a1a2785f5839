import { describe, expect, it } from 'vitest';
import { businessDay } from './business-day.ts';

describe('businessDay', () => {
  it("is the calendar day in the store's zone, not UTC's", () => {
    const lateEveningInNewYork = new Date('2026-03-01T03:30:00Z'); // 22:30 on Feb 28 in New York
    expect(businessDay(lateEveningInNewYork, 'America/New_York')).toBe('2026-02-28');
    expect(businessDay(lateEveningInNewYork, 'UTC')).toBe('2026-03-01');
    expect(businessDay(lateEveningInNewYork, 'Asia/Kolkata')).toBe('2026-03-01');
  });

  it('turns at local midnight across a daylight-saving change', () => {
    // Europe/Berlin springs forward on 2026-03-29: midnight is 23:00 UTC the day before.
    expect(businessDay(new Date('2026-03-28T22:59:59Z'), 'Europe/Berlin')).toBe('2026-03-28');
    expect(businessDay(new Date('2026-03-28T23:00:00Z'), 'Europe/Berlin')).toBe('2026-03-29');
    expect(businessDay(new Date('2026-03-29T21:59:59Z'), 'Europe/Berlin')).toBe('2026-03-29');
    expect(businessDay(new Date('2026-03-29T22:00:00Z'), 'Europe/Berlin')).toBe('2026-03-30');
  });

  it('turns exactly at midnight when asked again and again within the minutes around it', () => {
    // Asia/Kathmandu is UTC+05:45: local midnight is 18:15 UTC.
    const zone = 'Asia/Kathmandu';
    expect(businessDay(new Date('2026-05-01T18:14:00.000Z'), zone)).toBe('2026-05-01');
    expect(businessDay(new Date('2026-05-01T18:14:59.999Z'), zone)).toBe('2026-05-01');
    expect(businessDay(new Date('2026-05-01T18:15:00.000Z'), zone)).toBe('2026-05-02');
    expect(businessDay(new Date('2026-05-01T18:15:30.000Z'), zone)).toBe('2026-05-02');
    expect(businessDay(new Date('2026-05-01T18:15:30.000Z'), 'UTC')).toBe('2026-05-01');
    expect(businessDay(new Date('2026-05-01T18:14:59.999Z'), zone)).toBe('2026-05-01');
  });
});
