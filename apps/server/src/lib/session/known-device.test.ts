import { describe, expect, it } from 'vitest';
import { isKnownDevice, KNOWN_DEVICE_TTL_MS, knownAccountKey, rememberKnownDevice } from './known-device.ts';

const SECRET = 'a-secret-for-tests-only-0123456789';
const NOW = Date.parse('2026-11-22T12:00:00Z');
const ana = knownAccountKey('user', 'ana@example.com');

describe('known-device cookie', () => {
  it('remembers an account until it expires, and only for that account and kind', () => {
    const cookie = rememberKnownDevice(SECRET, undefined, ana, NOW);
    expect(isKnownDevice(SECRET, cookie, ana, NOW + KNOWN_DEVICE_TTL_MS - 1)).toBe(true);
    expect(isKnownDevice(SECRET, cookie, ana, NOW + KNOWN_DEVICE_TTL_MS)).toBe(false);
    expect(isKnownDevice(SECRET, cookie, knownAccountKey('superadmin', 'ana@example.com'), NOW)).toBe(false);
    expect(cookie).not.toContain('ana');
  });

  it('refuses a cookie signed with another secret or altered', () => {
    const cookie = rememberKnownDevice(SECRET, undefined, ana, NOW);
    expect(isKnownDevice('another-secret-0123456789-0123456789', cookie, ana, NOW)).toBe(false);
    const [account, , signature] = cookie.split('.');
    expect(isKnownDevice(SECRET, `${account}.${NOW + 10 * KNOWN_DEVICE_TTL_MS}.${signature}`, ana, NOW)).toBe(
      false,
    );
    expect(isKnownDevice(SECRET, 'garbage', ana, NOW)).toBe(false);
  });

  it('keeps the five most recent accounts of a shared device', () => {
    let cookie: string | undefined;
    const accounts = [1, 2, 3, 4, 5, 6].map((n) => knownAccountKey('user', `staff${n}@example.com`));
    for (const account of accounts) cookie = rememberKnownDevice(SECRET, cookie, account, NOW);
    expect(accounts.map((account) => isKnownDevice(SECRET, cookie, account, NOW))).toEqual([
      false,
      true,
      true,
      true,
      true,
      true,
    ]);
  });
});
