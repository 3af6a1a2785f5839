import { z } from 'zod';
import { MSG } from './messages.ts';
import { ZNewPasswordSchema } from './password.schemas.ts';
import { SCOPES } from './scopes.ts';
import { zText } from './text.ts';

/** Spec 02 section 5's texts of the Users screen (its capital R and its "Provide new password!" as written). */
export const USER_MSG = {
  provideName: 'Please provide name!',
  invalidRequest: 'Invalid Request!',
  provideNewPassword: 'Provide new password!',
  added: 'User added.',
  updated: 'User updated.',
  passwordReset: 'Password reset, the user has been logged out of every device.',
  deleted: 'User deleted, they have been logged out of every device.',
  adminLocked: 'Admin users cannot be edited, reset or deleted!',
} as const;

const optionalText = (max: number) =>
  zText(MSG.invalidRequest)
    .trim()
    .max(max, MSG.invalidRequest)
    .nullish()
    .transform((text) => text || null);

/** A username is the user's email, lower-cased: one account per email across every tenant. */
const ZUserEmailSchema = zText(MSG.provideUsername)
  .trim()
  .min(1, MSG.provideUsername)
  .toLowerCase()
  .pipe(z.email(MSG.provideValidEmail).max(254, MSG.provideValidEmail));

/** The scopes picked for a staff user, from the fixed list; stored as the comma-separated scope string. */
const ZUserScopesSchema = z
  .array(z.enum(SCOPES, { error: MSG.invalidRequest }), { error: MSG.invalidRequest })
  .max(SCOPES.length * 2, MSG.invalidRequest)
  .default([]);

/** What Add New User and Update User share. A blank contact email means the username (the login email). */
const userFields = {
  name: zText(USER_MSG.provideName).trim().min(1, USER_MSG.provideName).max(100, USER_MSG.provideName),
  designation: optionalText(100),
  phone: optionalText(30),
  email: zText(MSG.provideValidEmail)
    .trim()
    .toLowerCase()
    .nullish()
    .transform((email) => email || null)
    .pipe(z.email(MSG.provideValidEmail).max(254, MSG.provideValidEmail).nullable()),
  userScopes: ZUserScopesSchema,
};

/** POST /users/add: the password follows the sign-up rule (ZNewPasswordSchema). */
export const ZAddUserSchema = z.object({
  username: ZUserEmailSchema,
  password: ZNewPasswordSchema,
  ...userFields,
});
export type TAddUser = z.infer<typeof ZAddUserSchema>;

/** POST /users/update/{username}: the username is read-only. */
export const ZUpdateUserSchema = z.object(userFields);
export type TUpdateUser = z.infer<typeof ZUpdateUserSchema>;

/** POST /users/update-password/{username}. */
export const ZUpdateUserPasswordSchema = z.object({
  password: zText(USER_MSG.provideNewPassword).min(1, USER_MSG.provideNewPassword).pipe(ZNewPasswordSchema),
});
export type TUpdateUserPassword = z.infer<typeof ZUpdateUserPasswordSchema>;

/** The {username} of a path: required (Invalid Request!), matched against the tenant's users only. */
export const ZUsernameParams = z.object({
  username: zText(USER_MSG.invalidRequest)
    .trim()
    .min(1, USER_MSG.invalidRequest)
    .max(254, USER_MSG.invalidRequest)
    .toLowerCase(),
});
