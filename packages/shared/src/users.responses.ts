import { z } from 'zod';
import { ZProfileSchema } from './auth.responses.ts';

/** GET /users: a bare list of the tenant's users, in the profile's shape (never a password hash). */
export const ZUsersResponseSchema = z.array(ZProfileSchema);
export type TUsersResponse = z.infer<typeof ZUsersResponseSchema>;
export type TUserResponse = TUsersResponse[number];
