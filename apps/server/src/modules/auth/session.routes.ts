import { MSG, ZMessageResponseSchema, ZSignInResponseSchema, ZSignInSchema } from '@opentab/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  clearSessionCookies,
  readKnownDevice,
  readRefreshToken,
  setSessionCookies,
} from '../../lib/session/cookies.ts';
import { MINUTE } from '../../lib/time.ts';
import { resolveSession } from '../../plugins/auth.ts';
import { byIp, rateLimit } from '../../plugins/rate-limit.ts';
import * as auth from './auth.service.ts';

const signInPerIp = rateLimit({ name: 'signin-ip', max: 60, windowMs: 15 * MINUTE, key: byIp });

/**
 * Sign-in, sign-out and refresh for one kind of account: tenant users under /auth, operators under
 * /superadmin. Both are the same device sessions; only the account table differs.
 */
export function registerSessionRoutes(app: FastifyInstance, kind: auth.TAccountKind): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  r.post(
    '/signin',
    { schema: { body: ZSignInSchema, response: { 200: ZSignInResponseSchema } }, preHandler: signInPerIp },
    async (request, reply) => {
      const { user, tokens } = await auth.signIn(ctx, kind, {
        input: request.body,
        client: {
          ip: request.ip,
          userAgent: request.headers['user-agent'],
          knownDevice: readKnownDevice(request),
        },
      });
      setSessionCookies(reply, kind, { tokens, secure: ctx.config.cookieSecure });
      return { message: MSG.signedIn, user };
    },
  );

  r.post('/signout', { schema: { response: { 200: ZMessageResponseSchema } } }, async (request, reply) => {
    const session = await resolveSession(request);
    // Only this kind's session ends: an operator's sign-out never signs a tenant user out, nor the reverse.
    const deviceId = session?.kind === kind ? session.deviceId : undefined;
    await auth.signOut(ctx, deviceId, readRefreshToken(request, kind));
    clearSessionCookies(reply, kind);
    return { message: MSG.signedOut };
  });

  r.post(
    '/refresh-token',
    { schema: { response: { 200: ZSignInResponseSchema } } },
    async (request, reply) => {
      try {
        const { user, tokens } = await auth.refreshSession(ctx, kind, {
          refreshToken: readRefreshToken(request, kind),
          ip: request.ip,
        });
        setSessionCookies(reply, kind, { tokens, secure: ctx.config.cookieSecure });
        return { message: MSG.sessionRenewed, user };
      } catch (error) {
        clearSessionCookies(reply, kind);
        throw error;
      }
    },
  );
}
