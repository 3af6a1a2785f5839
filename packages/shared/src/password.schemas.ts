import { z } from 'zod';
import { MSG, PASSWORD_MAX_LENGTH, SUPERADMIN_PASSWORD_MIN_LENGTH } from './messages.ts';
import { zNewPassword } from './password-rule.ts';
import { zText } from './text.ts';

/*
 * Every call that sets a password, kept apart from auth.schemas.ts: the password rule carries the list of common
 * passwords (about 200 KB compressed), so only the web's chunks with a new-password form load it, never the
 * sign-in form's.
 */

/** A staff or owner password (sign-up, users, reset, change): the shared password rule (password-rule.ts). */
export const ZNewPasswordSchema = zNewPassword();

const ZEmailSchema = zText(MSG.provideEmail)
  .trim()
  .min(1, MSG.provideEmail)
  .toLowerCase()
  .pipe(z.email(MSG.provideValidEmail).max(254, MSG.provideValidEmail));

export const ZSignUpSchema = z.object({
  biz_name: zText(MSG.provideBusinessName)
    .trim()
    .min(1, MSG.provideBusinessName)
    .max(100, MSG.provideBusinessName),
  username: ZEmailSchema,
  password: ZNewPasswordSchema,
  /** Beyond the spec: the browser's IANA time zone becomes the store's business-day zone. */
  timeZone: zText(MSG.invalidRequest).max(64, MSG.invalidRequest).optional(),
});
export type TSignUp = z.infer<typeof ZSignUpSchema>;

/** `npm run superadmin:create`: an operator account, with a password that is long and not trivial. */
export const ZCreateSuperadminSchema = z
  .object({
    username: ZEmailSchema,
    password: zNewPassword({
      minLength: SUPERADMIN_PASSWORD_MIN_LENGTH,
      tooShort: MSG.superadminPasswordWeak,
    }).refine((password) => new Set(password).size >= 6, MSG.superadminPasswordWeak),
  })
  .refine(({ username, password }) => !password.toLowerCase().includes(username.split('@')[0] ?? username), {
    message: MSG.superadminPasswordWeak,
    path: ['password'],
  });

export const ZResetPasswordSchema = z.object({
  password: zText(MSG.provideNewPassword).min(1, MSG.provideNewPassword).pipe(ZNewPasswordSchema),
});

export const ZChangePasswordSchema = z.object({
  // Checked against the hash only, like the sign-in password.
  currentPassword: z
    .string({ error: MSG.providePassword })
    .min(1, MSG.providePassword)
    .max(PASSWORD_MAX_LENGTH, MSG.wrongCurrentPassword),
  newPassword: zText(MSG.provideNewPassword).min(1, MSG.provideNewPassword).pipe(ZNewPasswordSchema),
});
