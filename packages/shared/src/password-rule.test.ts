import { describe, expect, it } from 'vitest';
import { MSG, PASSWORD_MAX_LENGTH } from './messages.ts';
import {
  ZChangePasswordSchema,
  ZCreateSuperadminSchema,
  ZResetPasswordSchema,
  ZSignUpSchema,
} from './password.schemas.ts';
import { passwordProblem } from './password-rule.ts';
import { ZAddUserSchema, ZUpdateUserPasswordSchema } from './users.schemas.ts';

/**
 * Issue 22: sign-up, user add, password reset and change took 12345678, password and aaaaaaaa; the
 * superadmin command took password1234 and 123456789012. One rule now (password-rule.ts, OWASP ASVS 5.0
 * section 6.2): at least 8 characters (12 for the operator), not one of the most common passwords, not one to
 * three characters repeated; any character allowed, none required, nothing cut off.
 */

/** `n` characters without a short repeat: the alphabet over and over. */
const longPassword = (n: number) =>
  Array.from({ length: n }, (_, i) => 'abcdefghijklmnopqrstuvwxyz'[i % 26]).join('');

describe('passwordProblem', () => {
  it.each([
    ['12345678', MSG.passwordTooCommon],
    ['password', MSG.passwordTooCommon],
    ['Password1', MSG.passwordTooCommon],
    ['iloveyou', MSG.passwordTooCommon],
    ['qwertyuiop', MSG.passwordTooCommon],
    ['aaaaaaaa', MSG.passwordRepeated],
    ['abababab', MSG.passwordRepeated],
    ['123123123', MSG.passwordRepeated],
    ['🍔🍔🍔🍔🍔🍔🍔🍔', MSG.passwordRepeated],
    ['1234567', MSG.passwordTooShort],
    ['', MSG.passwordTooShort],
  ])('refuses %j', (password, message) => {
    expect(passwordProblem(password)).toBe(message);
  });

  it.each([
    ['eight characters that are not common', 'tram 41b'],
    ['a phrase with spaces', 'correct horse battery staple'],
    ['letters only, no digit or symbol asked for', 'quietharbourlantern'],
    ['any characters', 'Ünïcødé 寿司 ★ 🍔 pässwörd'],
    ['emoji counted as characters', '🍔🍟🥤🍦🍕🌮🍣🥗'],
    ['the longest allowed', longPassword(PASSWORD_MAX_LENGTH)],
  ])('takes %s', (_name, password) => {
    expect(passwordProblem(password)).toBeUndefined();
  });

  it('refuses a password past the maximum, which only bounds the cost of hashing', () => {
    expect(passwordProblem(longPassword(PASSWORD_MAX_LENGTH + 1))).toBe(MSG.passwordTooLong);
  });
});

describe('every schema that sets a password follows the rule', () => {
  const message = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;
  const user = { name: 'Ann', username: 'ann@example.com', scope: 'POS' };

  it.each([
    [
      'sign-up',
      (password: string) => ZSignUpSchema.safeParse({ biz_name: 'Cafe', username: 'a@b.co', password }),
    ],
    ['user add', (password: string) => ZAddUserSchema.safeParse({ ...user, password })],
    ['reset by the admin', (password: string) => ZUpdateUserPasswordSchema.safeParse({ password })],
    ['reset by mail', (password: string) => ZResetPasswordSchema.safeParse({ password })],
    [
      'change',
      (password: string) =>
        ZChangePasswordSchema.safeParse({ currentPassword: 'old one', newPassword: password }),
    ],
  ])('%s', (_name, parse) => {
    expect(message(parse('12345678'))).toBe(MSG.passwordTooCommon);
    expect(message(parse('password'))).toBe(MSG.passwordTooCommon);
    expect(message(parse('aaaaaaaa'))).toBe(MSG.passwordRepeated);
    expect(message(parse('short'))).toBe(MSG.passwordTooShort);
    expect(parse('tram 41b').success).toBe(true);
  });

  it('the operator (npm run superadmin:create): 12 characters and the same rule', () => {
    const parse = (password: string) =>
      message(ZCreateSuperadminSchema.safeParse({ username: 'ops@example.com', password }));
    expect(parse('password1234')).toBe(MSG.passwordTooCommon);
    expect(parse('123456789012')).toBe(MSG.passwordTooCommon);
    expect(parse('aaaaaaaaaaaa')).toBe(MSG.passwordRepeated);
    expect(parse('tram 41b')).toBe(MSG.superadminPasswordWeak);
    expect(parse('ops-console-2026')).toBe(MSG.superadminPasswordWeak); // holds the email name
    expect(parse('night shift harbour 7')).toBeUndefined();
  });
});
