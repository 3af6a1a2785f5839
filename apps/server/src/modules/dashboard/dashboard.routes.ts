import { ZDashboardResponseSchema } from '@opentab/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import { getDashboard } from './dashboard.service.ts';

/** /api/v1/dashboard: the dashboard home's figures for today (spec 01 section 2). */
export async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  r.get('/', { schema: { response: { 200: ZDashboardResponseSchema } } }, async (request) => {
    return getDashboard(ctx, currentUser(request).tenantId);
  });
}
