import {
  MSG,
  ZDevicesResponseSchema,
  ZForgotPasswordSchema,
  ZMessageResponseSchema,
  ZRemoveDeviceSchema,
  ZResetPasswordParamsSchema,
  ZResetPasswordSchema,
  ZSignUpSchema,
} from '@opentab/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MINUTE } from '../../lib/time.ts';
import { currentUser } from '../../plugins/auth.ts';
import { byIp, rateLimit } from '../../plugins/rate-limit.ts';
import * as auth from './auth.service.ts';
import { registerSessionRoutes } from './session.routes.ts';

const usernameKey = (request: { body: unknown }) => {
  const username = (request.body as { username?: unknown } | undefined)?.username;
  return typeof username === 'string' ? username.trim().toLowerCase() : undefined;
};

const authRateLimits = {
  signUpPerIp: rateLimit({ name: 'signup-ip', max: 10, windowMs: 60 * MINUTE, key: byIp }),
  forgotPerIp: rateLimit({ name: 'forgot-ip', max: 10, windowMs: 15 * MINUTE, key: byIp }),
  forgotPerAccount: rateLimit({ name: 'forgot-account', max: 3, windowMs: 15 * MINUTE, key: usernameKey }),
  resetPerIp: rateLimit({ name: 'reset-ip', max: 20, windowMs: 15 * MINUTE, key: byIp }),
};

/** /api/v1/auth: the call table of spec 01 section 7 plus the devices calls of spec 02. */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  r.post(
    '/signup',
    {
      schema: { body: ZSignUpSchema, response: { 200: ZMessageResponseSchema } },
      preHandler: authRateLimits.signUpPerIp,
    },
    async (request) => {
      await auth.signUp(ctx, request.body);
      return { message: MSG.signedUp };
    },
  );

  registerSessionRoutes(app, 'user');

  r.post(
    '/forgot-password',
    {
      schema: { body: ZForgotPasswordSchema, response: { 200: ZMessageResponseSchema } },
      preHandler: [authRateLimits.forgotPerIp, authRateLimits.forgotPerAccount],
    },
    async (request) => {
      await auth.requestPasswordReset(ctx, request.body.username);
      return { message: MSG.resetMailSent };
    },
  );

  r.post(
    '/reset-password/:token',
    {
      schema: {
        params: ZResetPasswordParamsSchema,
        body: ZResetPasswordSchema,
        response: { 200: ZMessageResponseSchema },
      },
      preHandler: authRateLimits.resetPerIp,
    },
    async (request) => {
      await auth.resetPassword(ctx, request.params.token, request.body.password);
      return { message: MSG.resetDone };
    },
  );

  r.get('/devices', { schema: { response: { 200: ZDevicesResponseSchema } } }, async (request) =>
    auth.listDevices(ctx, currentUser(request)),
  );

  r.post(
    '/remove-device',
    {
      schema: { body: ZRemoveDeviceSchema, response: { 200: ZMessageResponseSchema } },
    },
    async (request) => {
      await auth.removeDevice(ctx, currentUser(request), request.body.device_id);
      return { message: MSG.deviceRemoved };
    },
  );
}
