import { z } from 'zod';
import { LANGUAGE_CODES } from './i18n/languages.ts';
import { MSG, PASSWORD_MAX_LENGTH } from './messages.ts';
import { zText } from './text.ts';

// The calls that set a password are in password.schemas.ts: their rule carries the common-password list,
// which the sign-in form's chunk must not.

const requiredText = (message: string, max = 200) => zText(message).trim().min(1, message).max(max, message);

const ZUsernameSchema = zText(MSG.provideUsername)
  .trim()
  .min(1, MSG.provideUsername)
  .max(254, MSG.provideValidEmail)
  .toLowerCase();

export const ZSignInSchema = z.object({
  username: ZUsernameSchema,
  // A password only meets a hash, never a query; one set before control characters were refused must
  // still sign in. New passwords refuse them (password.schemas.ts).
  password: z
    .string({ error: MSG.providePassword })
    .min(1, MSG.providePassword)
    .max(PASSWORD_MAX_LENGTH, MSG.invalidCredentials),
});
export type TSignIn = z.infer<typeof ZSignInSchema>;

export const ZForgotPasswordSchema = z.object({ username: ZUsernameSchema });

export const ZRemoveDeviceSchema = z.object({
  device_id: zText(MSG.invalidRequest).trim().min(1, MSG.invalidRequest).max(64, MSG.invalidRequest),
});

export const ZUpdateProfileSchema = z.object({
  name: requiredText('Please provide name!', 100),
  designation: zText(MSG.invalidRequest)
    .trim()
    .max(100, 'Designation must be at most 100 characters!')
    .nullish(),
  /** issue 24: the user's language; null follows the store's, absent keeps it */
  language: z.enum(LANGUAGE_CODES, { error: MSG.unknownLanguage }).nullish(),
});
export type TUpdateProfile = z.infer<typeof ZUpdateProfileSchema>;
