import {
  APPROVAL_MSG,
  MSG,
  ZChangePasswordSchema,
  ZMessageResponseSchema,
  ZProfileResponseSchema,
  ZSetPinSchema,
  ZUpdateProfileSchema,
} from '@opentab/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import { setOwnPin } from '../approvals/approvals.service.ts';
import { changePassword } from '../auth/auth.service.ts';
import * as profile from './profile.service.ts';

/**
 * /api/v1/profile: the signed-in user's own name, designation, language, password and approval PIN (no scope
 * needed).
 */
export async function profileRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  r.get('/', { schema: { response: { 200: ZProfileResponseSchema } } }, async (request) =>
    profile.getProfile(ctx, currentUser(request)),
  );

  r.post(
    '/update',
    {
      schema: { body: ZUpdateProfileSchema, response: { 200: ZMessageResponseSchema } },
    },
    async (request) => {
      await profile.updateProfile(ctx, currentUser(request), request.body);
      return { message: MSG.profileUpdated };
    },
  );

  r.post(
    '/change-password',
    {
      schema: { body: ZChangePasswordSchema, response: { 200: ZMessageResponseSchema } },
    },
    async (request) => {
      await changePassword(ctx, currentUser(request), request.body);
      return { message: MSG.passwordChanged };
    },
  );

  r.post(
    '/pin',
    { schema: { body: ZSetPinSchema, response: { 200: ZMessageResponseSchema } } },
    async (request) => {
      await setOwnPin(ctx, currentUser(request), request.body);
      return { message: APPROVAL_MSG.pinSet };
    },
  );
}
