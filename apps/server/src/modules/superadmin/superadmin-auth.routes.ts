import { MSG, ZSignInSchema } from '@opentab/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { resolveSession } from '../../plugins/auth.ts';
import { authRateLimits } from '../auth/auth.routes.ts';
import * as auth from '../auth/auth.service.ts';
import { clearSessionCookies, readRefreshToken, setSessionCookies } from '../auth/cookies.ts';

/** /api/v1/superadmin sign-in, sign-out and refresh: the same device sessions, for operator accounts. */
export async function superadminAuthRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  r.post(
    '/signin',
    { schema: { body: ZSignInSchema }, preHandler: authRateLimits.signInPerIp },
    async (request, reply) => {
      const { user, tokens } = await auth.signInSuperadmin(ctx, request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      setSessionCookies(reply, tokens, ctx.config.cookieSecure);
      return { message: MSG.signedIn, user };
    },
  );

  r.post('/signout', async (request, reply) => {
    const session = await resolveSession(request);
    await auth.signOut(ctx, session?.deviceId, readRefreshToken(request));
    clearSessionCookies(reply);
    return { message: MSG.signedOut };
  });

  r.post('/refresh-token', async (request, reply) => {
    try {
      const { user, tokens } = await auth.refreshSession(
        ctx,
        readRefreshToken(request),
        'superadmin',
        request.ip,
      );
      setSessionCookies(reply, tokens, ctx.config.cookieSecure);
      return { message: 'Session renewed.', user };
    } catch (error) {
      clearSessionCookies(reply);
      throw error;
    }
  });
}
