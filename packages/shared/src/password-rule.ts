import { dictionary } from '@zxcvbn-ts/language-common';
import { MSG, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './messages.ts';
import { zText } from './text.ts';

/**
 * The password rule (OWASP ASVS 5.0 section 6.2; docs/decisions.md): long enough, not one of the most common
 * passwords, not a few characters repeated. Any character is allowed (spaces, emoji, pasted text), none is
 * required, and nothing is cut off: argon2 hashes the whole password, so the maximum only bounds its cost.
 */
type TPasswordRule = {
  minLength: number;
  /** the message for a password below `minLength` */
  tooShort: string;
};

const STAFF_PASSWORD_RULE: TPasswordRule = {
  minLength: PASSWORD_MIN_LENGTH,
  tooShort: MSG.passwordTooShort,
};

/** One to three characters over and over: `aaaaaaaa`, `abababab`, `123123123`. */
const REPEATED_CHARACTERS = /^(.{1,3})\1+$/su;

let commonPasswords: ReadonlySet<string> | undefined;

/**
 * Whether the password is on zxcvbn-ts's list of the most common passwords (about 49,000 from leaked password
 * sets, shipped in @zxcvbn-ts/language-common: no network), compared without case: `Password1` is
 * `password1`.
 */
function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(dictionary['passwords-common']);
  return commonPasswords.has(password.toLowerCase());
}

/** What is wrong with a new password under `rule`, as the message to show; undefined when it is fine. */
export function passwordProblem(
  password: string,
  rule: TPasswordRule = STAFF_PASSWORD_RULE,
): string | undefined {
  // The minimum in characters as a person counts them (an emoji is one); the maximum in UTF-16 units, as the
  // sign-in schema bounds what it takes.
  if ([...password].length < rule.minLength) return rule.tooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return MSG.passwordTooLong;
  if (REPEATED_CHARACTERS.test(password)) return MSG.passwordRepeated;
  if (isCommonPassword(password)) return MSG.passwordTooCommon;
  return undefined;
}

/** A new password's field: required (else `required`), then the rule. */
export const zNewPassword = (
  rule: TPasswordRule = STAFF_PASSWORD_RULE,
  required: string = MSG.providePassword,
) =>
  zText(required)
    .min(1, required)
    .superRefine((password, ctx) => {
      const problem = passwordProblem(password, rule);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });
