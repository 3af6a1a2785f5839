import { ZReportQuerySchema, ZReportResponseSchema } from '@opentab/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import { getReport } from './reports.service.ts';

/** /api/v1/reports: the Reports screen's figures for a date filter (spec 02 section 2). */
export async function reportsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  r.get(
    '/',
    { schema: { querystring: ZReportQuerySchema, response: { 200: ZReportResponseSchema } } },
    async (request) => getReport(ctx, currentUser(request).tenantId, { query: request.query }),
  );
}
