import { ZZReportListResponseSchema, ZZReportParamsSchema, ZZReportResponseSchema } from '@opentab/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import { presentZReport, presentZReportList } from '../../presenters/shift.ts';
import * as shifts from './shifts.service.ts';

/** /api/v1/z-reports: the store's Z reports, newest first, and one by its number (issue 23). */
export async function zReportsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  r.get('/', { schema: { response: { 200: ZZReportListResponseSchema } } }, async (request) => {
    const { rows, timeZone } = await shifts.listZReports(ctx, currentUser(request).tenantId);
    return presentZReportList(rows, timeZone);
  });

  r.get(
    '/:number',
    { schema: { params: ZZReportParamsSchema, response: { 200: ZZReportResponseSchema } } },
    async (request) => {
      const { row, ...heading } = await shifts.getZReport(
        ctx,
        currentUser(request).tenantId,
        request.params.number,
      );
      return presentZReport(row, heading);
    },
  );
}
