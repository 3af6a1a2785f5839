import { z } from 'zod';
import { ZLanguageSchema } from './i18n/languages.ts';
import { ROLES } from './scopes.ts';

/** The user as the session knows it and the web stores it on the device (spec 01 section 3). */
const ZSessionUserSchema = z.object({
  name: z.string(),
  role: z.enum(ROLES),
  /** comma-separated scope names (spec 01 section 6); empty for admin and superadmin */
  scope: z.string(),
  designation: z.string().nullable(),
  photo: z.string().nullable(),
  /** null for the superadmin, who belongs to no restaurant */
  tenantId: z.string().nullable(),
  username: z.string(),
  /** issue 24: the language the user's screens speak (their own choice, else their store's; English for the superadmin) */
  language: ZLanguageSchema,
});
export type TSessionUser = z.infer<typeof ZSessionUserSchema>;

/** POST /auth/signin and /superadmin/signin. */
export const ZSignInResponseSchema = z.object({ message: z.string(), user: ZSessionUserSchema });

/** POST /auth/refresh-token and /superadmin/refresh-token: the session renewed, with its user (the sign-in's shape). */
export type TRefreshTokenResponse = z.infer<typeof ZSignInResponseSchema>;

/** One signed-in device of the user (spec 02: the Devices page). */
const ZDeviceSchema = z.object({
  device_id: z.string(),
  device_ip: z.string().nullable(),
  device_name: z.string(),
  device_location: z.string().nullable(),
  created_at: z.string(),
  /** the device this request comes from: shown with a This Device badge and no remove button */
  isMyDevice: z.boolean(),
  /**
   * Issue 26: for the admin, a wall screen of the store (a device of a user whose scopes are display scopes
   * only, docs/displays.md): that user's name; null for the caller's own devices.
   */
  displayUser: z.string().nullable(),
});
export type TDevice = z.infer<typeof ZDeviceSchema>;

/** GET /auth/devices: a list, so a bare array. */
export const ZDevicesResponseSchema = z.array(ZDeviceSchema);

/** The signed-in user's own profile (never the password hash). */
export const ZProfileSchema = z.object({
  name: z.string(),
  designation: z.string().nullable(),
  username: z.string(),
  role: z.enum(['admin', 'staff']),
  photo: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  scope: z.string(),
  /** issue 23: whether the user has set an approval PIN (never the PIN or its hash) */
  hasPin: z.boolean(),
  /** issue 24: the user's own language; null follows the store's */
  language: ZLanguageSchema.nullable(),
});
export type TProfile = z.infer<typeof ZProfileSchema>;

/** GET /profile, with the store's language, which the user's follows while they have none of their own (issue 24). */
export const ZProfileResponseSchema = z.object({ user: ZProfileSchema, storeLanguage: ZLanguageSchema });
export type TProfileResponse = z.infer<typeof ZProfileResponseSchema>;

/** GET /health when the database answers. */
export const ZHealthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.literal('up'),
  version: z.string(),
});

/** GET /health when the database does not answer (503, for load balancers). */
export const ZHealthDownResponseSchema = z.object({
  status: z.literal('error'),
  database: z.literal('down'),
  message: z.string(),
});
