import { MSG, ZTaxSchema } from '@opentab/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZIdParams } from '../../lib/params.ts';
import { currentUser } from '../../plugins/auth.ts';
import * as taxes from './taxes.service.ts';

/** /api/v1/settings/taxes */
export async function taxRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  r.get('/', async (request) => {
    return { taxes: await taxes.listTaxes(ctx, currentUser(request).tenantId) };
  });

  r.post('/add', { schema: { body: ZTaxSchema } }, async (request) => {
    const id = await taxes.addTax(ctx, currentUser(request).tenantId, request.body);
    return { message: MSG.taxAdded, id };
  });

  r.post('/:id/update', { schema: { params: ZIdParams, body: ZTaxSchema } }, async (request) => {
    await taxes.updateTax(ctx, currentUser(request).tenantId, request.params.id, request.body);
    return { message: MSG.taxUpdated };
  });

  r.delete('/:id', { schema: { params: ZIdParams } }, async (request) => {
    await taxes.deleteTax(ctx, currentUser(request).tenantId, request.params.id);
    return { message: MSG.taxDeleted };
  });
}
