import { describe, expect, it } from 'vitest';
import { signAccessToken, verifyAccessToken } from './access-tokens.ts';

const SECRET = 'a-secret-for-tests-only-0123456789';
const NOW = Date.parse('2026-11-22T12:00:00Z');

describe('access tokens', () => {
  it('verify to their device until they expire, also when verified before', () => {
    const token = signAccessToken(SECRET, 'device-1', NOW + 60_000);
    expect(verifyAccessToken(SECRET, token, NOW)).toBe('device-1');
    expect(verifyAccessToken(SECRET, token, NOW + 59_999)).toBe('device-1');
    expect(verifyAccessToken(SECRET, token, NOW + 60_000)).toBeUndefined();
  });

  it('are refused with another secret, even after verifying with the right one', () => {
    const token = signAccessToken(SECRET, 'device-2', NOW + 60_000);
    expect(verifyAccessToken(SECRET, token, NOW)).toBe('device-2');
    expect(verifyAccessToken('another-secret-0123456789abcdef', token, NOW)).toBeUndefined();
  });

  it.each([
    ['a changed device id', (t: string) => t.replace('device-3', 'device-4')],
    ['a later expiry', (t: string) => t.replace(String(NOW + 60_000), String(NOW + 600_000))],
    ['a changed signature', (t: string) => `${t.slice(0, -2)}${t.endsWith('AA') ? 'BB' : 'AA'}`],
    ['a missing part', (t: string) => t.split('.').slice(0, 2).join('.')],
  ])('are refused with %s', (_name, tamper) => {
    const token = signAccessToken(SECRET, 'device-3', NOW + 60_000);
    expect(verifyAccessToken(SECRET, token, NOW)).toBe('device-3');
    expect(verifyAccessToken(SECRET, tamper(token), NOW)).toBeUndefined();
  });
});
