import { describe, expect, it } from 'vitest';
import { ZSignInSchema } from './auth.schemas.ts';
import { MSG } from './messages.ts';
import { ZSignUpSchema } from './password.schemas.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

describe('auth schemas', () => {
  it('normalises the username to trimmed lower case', () => {
    expect(ZSignInSchema.parse({ username: '  Owner@Cafe.COM ', password: 'x' }).username).toBe(
      'owner@cafe.com',
    );
  });

  it("gives the spec's messages in the order a user meets them", () => {
    expect(firstMessage(ZSignInSchema.safeParse({ password: 'x' }))).toBe(MSG.provideUsername);
    expect(firstMessage(ZSignInSchema.safeParse({ username: 'a@b.co', password: '' }))).toBe(
      MSG.providePassword,
    );
    expect(
      firstMessage(ZSignUpSchema.safeParse({ biz_name: 'A', username: 'nope', password: 'longenough' })),
    ).toBe(MSG.provideValidEmail);
    expect(
      firstMessage(ZSignUpSchema.safeParse({ biz_name: 'A', username: 'a@b.co', password: '1234567' })),
    ).toBe(MSG.passwordTooShort);
    // Eight characters are enough when they are not a common password (issue 22: 12345678 was taken).
    expect(ZSignUpSchema.safeParse({ biz_name: 'A', username: 'a@b.co', password: 'tram 41b' }).success).toBe(
      true,
    );
  });

  it('answers a clear message for an over-long sign-in password or time zone', () => {
    const longPassword = ZSignInSchema.safeParse({ username: 'a@b.co', password: 'p'.repeat(1000) });
    expect(firstMessage(longPassword)).toBe(MSG.invalidCredentials);
    const zone = ZSignUpSchema.safeParse({
      biz_name: 'Cafe',
      username: 'a@b.co',
      password: 'long enough 1',
      timeZone: 'z'.repeat(65),
    });
    expect(firstMessage(zone)).toBe(MSG.invalidRequest);
  });
});
