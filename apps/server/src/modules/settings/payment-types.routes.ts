import {
  MSG,
  ZCreatedResponseSchema,
  ZIdParamsSchema,
  ZMessageResponseSchema,
  ZPaymentTypeSchema,
  ZPaymentTypesResponseSchema,
  ZPaymentTypeToggleSchema,
  ZPaymentTypeUpdateSchema,
} from '@opentab/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import { presentPaymentType } from '../../presenters/payment-type.ts';
import * as paymentTypes from './payment-types.service.ts';

const message = { response: { 200: ZMessageResponseSchema } };

/** /api/v1/settings/payment-types */
export async function paymentTypeRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  r.get('/', { schema: { response: { 200: ZPaymentTypesResponseSchema } } }, async (request) => {
    const rows = await paymentTypes.listPaymentTypes(ctx, currentUser(request).tenantId);
    return rows.map(presentPaymentType);
  });

  r.post(
    '/add',
    { schema: { body: ZPaymentTypeSchema, response: { 200: ZCreatedResponseSchema } } },
    async (request) => {
      const id = await paymentTypes.addPaymentType(ctx, currentUser(request).tenantId, request.body);
      return { message: MSG.paymentTypeAdded, id };
    },
  );

  r.post(
    '/:id/toggle',
    { schema: { params: ZIdParamsSchema, body: ZPaymentTypeToggleSchema, ...message } },
    async (request) => {
      const { tenantId } = currentUser(request);
      await paymentTypes.togglePaymentType(ctx, tenantId, {
        id: request.params.id,
        isActive: request.body.isActive,
      });
      return { message: MSG.paymentTypeUpdated };
    },
  );

  r.post(
    '/:id/update',
    { schema: { params: ZIdParamsSchema, body: ZPaymentTypeUpdateSchema, ...message } },
    async (request) => {
      await paymentTypes.updatePaymentType(ctx, currentUser(request).tenantId, {
        id: request.params.id,
        input: request.body,
      });
      return { message: MSG.paymentTypeUpdated };
    },
  );

  r.delete('/:id', { schema: { params: ZIdParamsSchema, ...message } }, async (request) => {
    await paymentTypes.deletePaymentType(ctx, currentUser(request).tenantId, request.params.id);
    return { message: MSG.paymentTypeDeleted };
  });
}
