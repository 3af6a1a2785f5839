import { z } from 'zod';
import { MSG, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, SUPERADMIN_PASSWORD_MIN_LENGTH } from './messages.ts';
import { zText } from './text.ts';

const requiredText = (message: string, max = 200) => zText(message).trim().min(1, message).max(max, message);

const ZUsernameSchema = zText(MSG.provideUsername)
  .trim()
  .min(1, MSG.provideUsername)
  .max(254, MSG.provideValidEmail)
  .toLowerCase();

export const ZNewPasswordSchema = zText(MSG.providePassword)
  .min(1, MSG.providePassword)
  .min(PASSWORD_MIN_LENGTH, MSG.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, MSG.passwordTooShort);

const ZEmailSchema = zText(MSG.provideEmail)
  .trim()
  .min(1, MSG.provideEmail)
  .toLowerCase()
  .pipe(z.email(MSG.provideValidEmail).max(254, MSG.provideValidEmail));

export const ZSignInSchema = z.object({
  username: ZUsernameSchema,
  // A password only meets a hash, never a query; one set before control characters were refused must
  // still sign in. New passwords refuse them (ZNewPasswordSchema).
  password: z
    .string({ error: MSG.providePassword })
    .min(1, MSG.providePassword)
    .max(PASSWORD_MAX_LENGTH, MSG.invalidCredentials),
});
export type TSignIn = z.infer<typeof ZSignInSchema>;

export const ZSignUpSchema = z.object({
  biz_name: requiredText(MSG.provideBusinessName, 100),
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
    password: zText(MSG.providePassword)
      .min(1, MSG.providePassword)
      .max(PASSWORD_MAX_LENGTH, MSG.superadminPasswordWeak)
      .refine(
        (password) => password.length >= SUPERADMIN_PASSWORD_MIN_LENGTH && new Set(password).size >= 6,
        MSG.superadminPasswordWeak,
      ),
  })
  .refine(({ username, password }) => !password.toLowerCase().includes(username.split('@')[0] ?? username), {
    message: MSG.superadminPasswordWeak,
    path: ['password'],
  });

export const ZForgotPasswordSchema = z.object({ username: ZUsernameSchema });

export const ZResetPasswordSchema = z.object({
  password: zText(MSG.provideNewPassword).min(1, MSG.provideNewPassword).pipe(ZNewPasswordSchema),
});

export const ZRemoveDeviceSchema = z.object({
  device_id: zText(MSG.invalidRequest).trim().min(1, MSG.invalidRequest).max(64, MSG.invalidRequest),
});

export const ZUpdateProfileSchema = z.object({
  name: requiredText('Please provide name!', 100),
  designation: zText(MSG.invalidRequest)
    .trim()
    .max(100, 'Designation must be at most 100 characters!')
    .nullish(),
});
export type TUpdateProfile = z.infer<typeof ZUpdateProfileSchema>;

export const ZChangePasswordSchema = z.object({
  // Checked against the hash only, like the sign-in password.
  currentPassword: z
    .string({ error: MSG.providePassword })
    .min(1, MSG.providePassword)
    .max(PASSWORD_MAX_LENGTH, MSG.wrongCurrentPassword),
  newPassword: zText(MSG.provideNewPassword).min(1, MSG.provideNewPassword).pipe(ZNewPasswordSchema),
});
