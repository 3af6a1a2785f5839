import {
  MSG,
  ZCreatedResponseSchema,
  ZIdParamsSchema,
  ZMessageResponseSchema,
  ZTaxesResponseSchema,
  ZTaxSchema,
} from '@opentab/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import { presentTax } from '../../presenters/tax.ts';
import * as taxes from './taxes.service.ts';

const message = { response: { 200: ZMessageResponseSchema } };

/** /api/v1/settings/taxes */
export async function taxRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  r.get('/', { schema: { response: { 200: ZTaxesResponseSchema } } }, async (request) => {
    const rows = await taxes.listTaxes(ctx, currentUser(request).tenantId);
    return rows.map(presentTax);
  });

  r.post(
    '/add',
    { schema: { body: ZTaxSchema, response: { 200: ZCreatedResponseSchema } } },
    async (request) => {
      const id = await taxes.addTax(ctx, currentUser(request), request.body);
      return { message: MSG.taxAdded, id };
    },
  );

  r.post(
    '/:id/update',
    { schema: { params: ZIdParamsSchema, body: ZTaxSchema, ...message } },
    async (request) => {
      await taxes.updateTax(ctx, currentUser(request), {
        id: request.params.id,
        input: request.body,
      });
      return { message: MSG.taxUpdated };
    },
  );

  r.delete('/:id', { schema: { params: ZIdParamsSchema, ...message } }, async (request) => {
    await taxes.deleteTax(ctx, currentUser(request), request.params.id);
    return { message: MSG.taxDeleted };
  });
}
