import {
  PRINT_MSG,
  ZCreatedResponseSchema,
  ZIdParamsSchema,
  ZPrintJobsQuerySchema,
  ZPrintJobsResponseSchema,
} from '@opentab/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import { presentPrintJob } from '../../presenters/printer.ts';
import * as printing from './printing.service.ts';

/** /api/v1/print-jobs (issue 26): the print queue, seen and reprinted from the Orders screen. */
export async function printJobRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  r.get(
    '/',
    { schema: { querystring: ZPrintJobsQuerySchema, response: { 200: ZPrintJobsResponseSchema } } },
    async (request) => {
      const rows = await printing.listJobs(ctx, currentUser(request).tenantId, request.query);
      return rows.map(presentPrintJob);
    },
  );

  r.post(
    '/:id/reprint',
    { schema: { params: ZIdParamsSchema, response: { 200: ZCreatedResponseSchema } } },
    async (request) => {
      const user = currentUser(request);
      const id = await printing.reprintJob(ctx, user.tenantId, {
        id: request.params.id,
        userId: user.userId,
      });
      return { message: PRINT_MSG.jobQueuedAgain, id };
    },
  );
}
