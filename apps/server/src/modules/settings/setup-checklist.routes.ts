import { MSG, ZMessageResponseSchema, ZSetupChecklistResponseSchema } from '@opentab/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import * as checklist from './setup-checklist.service.ts';

/** /api/v1/settings/setup-checklist: the dashboard's first-run checklist (issue 16). */
export async function setupChecklistRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  r.get('/', { schema: { response: { 200: ZSetupChecklistResponseSchema } } }, async (request) =>
    checklist.getSetupChecklist(ctx, currentUser(request).tenantId),
  );

  r.post('/dismiss', { schema: { response: { 200: ZMessageResponseSchema } } }, async (request) => {
    await checklist.dismissSetupChecklist(ctx, currentUser(request).tenantId);
    return { message: MSG.setupChecklistDismissed };
  });
}
