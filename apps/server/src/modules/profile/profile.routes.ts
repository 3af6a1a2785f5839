import { MSG, ZChangePasswordSchema, ZUpdateProfileSchema } from '@opentab/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors.ts';
import { nowIso } from '../../lib/time.ts';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import { findUserById } from '../auth/auth.repo.ts';
import { changePassword } from '../auth/auth.service.ts';

/** /api/v1/profile: the signed-in user's own name, designation and password (no scope needed). */
export async function profileRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  r.get('/', { preHandler: requireUser }, async (request) => {
    const session = currentUser(request);
    const user = await findUserById(ctx.db, session.tenantId, session.userId);
    if (!user) throw new AppError('NOT_FOUND', MSG.notFound);
    return {
      user: {
        name: user.name,
        designation: user.designation,
        username: user.username,
        role: user.role,
        photo: user.photo,
        phone: user.phone,
        email: user.email,
        scope: user.scope,
      },
    };
  });

  r.post('/update', { preHandler: requireUser, schema: { body: ZUpdateProfileSchema } }, async (request) => {
    const session = currentUser(request);
    await ctx.db
      .updateTable('users')
      .set({ name: request.body.name, designation: request.body.designation || null, updated_at: nowIso() })
      .where('tenant_id', '=', session.tenantId)
      .where('id', '=', session.userId)
      .execute();
    return { message: MSG.profileUpdated };
  });

  r.post(
    '/change-password',
    { preHandler: requireUser, schema: { body: ZChangePasswordSchema } },
    async (request) => {
      await changePassword(ctx, currentUser(request), request.body);
      return { message: MSG.passwordChanged };
    },
  );
}
