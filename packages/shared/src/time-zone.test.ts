import { describe, expect, it } from 'vitest';
import { businessDay } from './business-day.ts';
import {
  fromZonedDateTimeInput,
  isValidTimeZone,
  toZonedDateTimeInput,
  wallClock,
  zoneOffsetMs,
} from './time-zone.ts';

const HOUR = 3600_000;

describe('time zones', () => {
  it('knows IANA names and refuses others', () => {
    expect(['UTC', 'Asia/Tokyo', 'America/Los_Angeles'].map(isValidTimeZone)).toEqual([true, true, true]);
    expect(['', ' ', 'Mars/Olympus'].map(isValidTimeZone)).toEqual([false, false, false]);
  });

  it('gives the offset of the zone at an instant, daylight saving included', () => {
    expect(zoneOffsetMs(new Date('2026-07-01T12:00:00Z'), 'Asia/Tokyo')).toBe(9 * HOUR);
    expect(zoneOffsetMs(new Date('2026-01-15T12:00:00Z'), 'America/Los_Angeles')).toBe(-8 * HOUR);
    expect(zoneOffsetMs(new Date('2026-07-15T12:00:00Z'), 'America/Los_Angeles')).toBe(-7 * HOUR);
    expect(zoneOffsetMs(new Date('2026-07-15T12:00:00Z'), 'Asia/Kathmandu')).toBe(5.75 * HOUR);
  });

  it("shows an instant as the store's wall clock, whatever the device's zone", () => {
    const at = new Date('2026-03-10T20:30:00Z');
    expect(toZonedDateTimeInput(at, 'Asia/Tokyo')).toBe('2026-03-11T05:30');
    expect(toZonedDateTimeInput(at, 'America/Los_Angeles')).toBe('2026-03-10T13:30');
    expect(toZonedDateTimeInput(at, 'UTC')).toBe('2026-03-10T20:30');
  });

  it("reads a picked date-time on the store's clock, and back to the same text", () => {
    expect(fromZonedDateTimeInput('2026-03-11T05:30', 'Asia/Tokyo')?.toISOString()).toBe(
      '2026-03-10T20:30:00.000Z',
    );
    expect(fromZonedDateTimeInput('2026-12-31T23:45', 'Pacific/Kiritimati')?.toISOString()).toBe(
      '2026-12-31T09:45:00.000Z',
    );
    for (const zone of ['Asia/Tokyo', 'America/Los_Angeles', 'Europe/Paris', 'Asia/Kolkata']) {
      for (const value of ['2026-01-01T00:00', '2026-06-15T12:34', '2026-11-01T01:30']) {
        const instant = fromZonedDateTimeInput(value, zone);
        expect(instant && toZonedDateTimeInput(instant, zone), `${value} ${zone}`).toBe(value);
      }
    }
  });

  it('lands a time the clock skips just after the jump, and takes one reading of a repeated hour', () => {
    // Paris springs forward at 02:00 on 2026-03-29: 02:30 does not exist, 03:30 CEST is an hour later
    expect(fromZonedDateTimeInput('2026-03-29T02:30', 'Europe/Paris')?.toISOString()).toBe(
      '2026-03-29T01:30:00.000Z',
    );
    // and falls back at 03:00 on 2026-10-25: 02:30 happens twice, either reading shows 02:30
    const repeated = fromZonedDateTimeInput('2026-10-25T02:30', 'Europe/Paris') as Date;
    expect(toZonedDateTimeInput(repeated, 'Europe/Paris')).toBe('2026-10-25T02:30');
  });

  it('refuses what is no date-time', () => {
    for (const value of ['', 'tomorrow', '2026-02-30T10:00', '2026-03-10', '2026-03-10T25:00']) {
      expect(fromZonedDateTimeInput(value, 'UTC'), value).toBeNull();
    }
  });
});

describe('wallClock', () => {
  it("reads every quarter hour of a year as the zone's own day and hour, across DST changes and odd offsets", () => {
    const zones = [
      'Europe/Berlin',
      'America/St_Johns',
      'Asia/Kathmandu',
      'Australia/Lord_Howe',
      'Pacific/Chatham',
    ];
    const wrong: string[] = [];
    for (const zone of zones) {
      const clock = wallClock(zone);
      const hourOf = new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: 'numeric', hourCycle: 'h23' });
      for (let ms = Date.UTC(2026, 0, 1); ms < Date.UTC(2027, 0, 1); ms += 15 * 60_000) {
        const at = new Date(ms);
        const local = clock(at);
        const day = local.toISOString().slice(0, 10);
        if (day !== businessDay(at, zone) || local.getUTCHours() !== Number(hourOf.format(at)) % 24)
          wrong.push(`${zone} ${at.toISOString()}: ${local.toISOString()}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 60_000);

  it('repeats the hour that Berlin turns back in autumn', () => {
    const clock = wallClock('Europe/Berlin');
    expect(clock(new Date('2026-10-25T00:30:00Z')).toISOString()).toBe('2026-10-25T02:30:00.000Z');
    expect(clock(new Date('2026-10-25T01:30:00Z')).toISOString()).toBe('2026-10-25T02:30:00.000Z');
  });
});
