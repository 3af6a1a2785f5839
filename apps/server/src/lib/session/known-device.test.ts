import { describe, expect, it } from 'vitest';
import { isKnownDevice, KNOWN_DEVICE_TTL_MS, knownAccountKey, rememberKnownDevice } from './known-device.ts';

const SECRET = 'a-secret-for-tests-only-0123456789';
const NOW = Date.parse('2026-11-22T12:00:00Z');
const ana = knownAccountKey('user', 'ana@example.com');

describe('known-device cookie', () => {
  it('remembers an account until it expires, and only for that account and kind', () => {
    const cookie = rememberKnownDevice(SECRET, { cookie: undefined, account: ana, nowMs: NOW });
    expect(isKnownDevice(SECRET, { cookie, account: ana, nowMs: NOW + KNOWN_DEVICE_TTL_MS - 1 })).toBe(true);
    expect(isKnownDevice(SECRET, { cookie, account: ana, nowMs: NOW + KNOWN_DEVICE_TTL_MS })).toBe(false);
    expect(
      isKnownDevice(SECRET, {
        cookie,
        account: knownAccountKey('superadmin', 'ana@example.com'),
        nowMs: NOW,
      }),
    ).toBe(false);
    expect(cookie).not.toContain('ana');
  });

  it('refuses a cookie signed with another secret or altered', () => {
    const cookie = rememberKnownDevice(SECRET, { cookie: undefined, account: ana, nowMs: NOW });
    expect(isKnownDevice('another-secret-0123456789-0123456789', { cookie, account: ana, nowMs: NOW })).toBe(
      false,
    );
    const [account, , signature] = cookie.split('.');
    expect(
      isKnownDevice(SECRET, {
        cookie: `${account}.${NOW + 10 * KNOWN_DEVICE_TTL_MS}.${signature}`,
        account: ana,
        nowMs: NOW,
      }),
    ).toBe(false);
    expect(isKnownDevice(SECRET, { cookie: 'garbage', account: ana, nowMs: NOW })).toBe(false);
  });

  it('keeps the five most recent accounts of a shared device', () => {
    let cookie: string | undefined;
    const accounts = [1, 2, 3, 4, 5, 6].map((n) => knownAccountKey('user', `staff${n}@example.com`));
    for (const account of accounts) cookie = rememberKnownDevice(SECRET, { cookie, account, nowMs: NOW });
    expect(accounts.map((account) => isKnownDevice(SECRET, { cookie, account, nowMs: NOW }))).toEqual([
      false,
      true,
      true,
      true,
      true,
      true,
    ]);
  });
});
