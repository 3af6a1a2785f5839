import { ZAuditLogCsvResponseSchema, ZAuditLogQuerySchema, ZAuditLogResponseSchema } from '@opentab/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { setListPageHeaders } from '../../lib/list-page.ts';
import { currentUser } from '../../plugins/auth.ts';
import * as audit from './audit.service.ts';

/** /api/v1/audit-log: the Audit Log screen (issue 23), the admin's only. */
export async function auditRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  r.get(
    '/',
    { schema: { querystring: ZAuditLogQuerySchema, response: { 200: ZAuditLogResponseSchema } } },
    async (request, reply) => {
      const { entries, page } = await audit.listAuditLog(ctx, currentUser(request).tenantId, request.query);
      setListPageHeaders(reply, page);
      return entries;
    },
  );

  r.get(
    '/download',
    {
      schema: {
        querystring: ZAuditLogQuerySchema,
        produces: ['text/csv'],
        response: { 200: ZAuditLogCsvResponseSchema },
      },
    },
    async (request, reply) => {
      const csv = await audit.auditLogCsv(ctx, currentUser(request).tenantId, request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="audit-log.csv"')
        .send(csv);
    },
  );
}
