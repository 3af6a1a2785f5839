import {
  APPROVAL_MSG,
  USER_MSG,
  ZAddUserSchema,
  ZMessageResponseSchema,
  ZUpdateUserPasswordSchema,
  ZUpdateUserSchema,
  ZUsernameParams,
  ZUsersResponseSchema,
} from '@opentab/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import { clearPin } from '../approvals/approvals.service.ts';
import * as users from './users.service.ts';

const message = { response: { 200: ZMessageResponseSchema } };

/** /api/v1/users: the Users screen (SETTINGS, per the permission table). */
export async function usersRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  r.get('/', { schema: { response: { 200: ZUsersResponseSchema } } }, async (request) =>
    users.listUsers(ctx, currentUser(request).tenantId),
  );

  r.post('/add', { schema: { body: ZAddUserSchema, ...message } }, async (request) => {
    await users.addUser(ctx, currentUser(request), request.body);
    return { message: USER_MSG.added };
  });

  r.post(
    '/update/:username',
    { schema: { params: ZUsernameParams, body: ZUpdateUserSchema, ...message } },
    async (request) => {
      await users.updateUser(ctx, currentUser(request), {
        username: request.params.username,
        input: request.body,
      });
      return { message: USER_MSG.updated };
    },
  );

  r.post(
    '/update-password/:username',
    { schema: { params: ZUsernameParams, body: ZUpdateUserPasswordSchema, ...message } },
    async (request) => {
      await users.resetUserPassword(ctx, currentUser(request), {
        username: request.params.username,
        password: request.body.password,
      });
      return { message: USER_MSG.passwordReset };
    },
  );

  r.delete('/delete/:username', { schema: { params: ZUsernameParams, ...message } }, async (request) => {
    await users.deleteUser(ctx, currentUser(request), request.params.username);
    return { message: USER_MSG.deleted };
  });

  // the admin's only (permissions.ts): a user who forgot their approval PIN, or whose PIN others know
  r.post('/clear-pin/:username', { schema: { params: ZUsernameParams, ...message } }, async (request) => {
    await clearPin(ctx, currentUser(request), request.params.username);
    return { message: APPROVAL_MSG.pinCleared };
  });
}
