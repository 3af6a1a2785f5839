import {
  QR_MSG,
  ZIdParamsSchema,
  ZMessageResponseSchema,
  ZQrOrderCountResponseSchema,
  ZQrOrderStatusSchema,
  ZQrOrdersResponseSchema,
} from '@opentab/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import * as qrOrders from './qrorders.service.ts';

/** /api/v1/pos/qrorders: the POS's QR Menu Orders button, its list and its clear/delete actions. */
export async function qrOrdersRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  const message = { 200: ZMessageResponseSchema };

  r.get('/count', { schema: { response: { 200: ZQrOrderCountResponseSchema } } }, async (request) => {
    return { totalQROrders: await qrOrders.countOpenQrOrders(ctx, currentUser(request).tenantId) };
  });

  r.get('/', { schema: { response: { 200: ZQrOrdersResponseSchema } } }, async (request) => {
    return qrOrders.listOpenQrOrders(ctx, currentUser(request).tenantId);
  });

  r.post('/cancel-all', { schema: { response: message } }, async (request) => {
    await qrOrders.cancelAllQrOrders(ctx, currentUser(request).tenantId);
    return { message: QR_MSG.qrOrdersCleared };
  });

  r.post(
    '/update-status/:id',
    { schema: { params: ZIdParamsSchema, body: ZQrOrderStatusSchema, response: message } },
    async (request) => {
      await qrOrders.cancelQrOrder(ctx, currentUser(request).tenantId, request.params.id);
      return { message: QR_MSG.qrOrderCancelled };
    },
  );

  // The spec shows no path for deleting one QR order: it is cancelled (kept for the record), like above.
  r.delete('/:id', { schema: { params: ZIdParamsSchema, response: message } }, async (request) => {
    await qrOrders.cancelQrOrder(ctx, currentUser(request).tenantId, request.params.id);
    return { message: QR_MSG.qrOrderCancelled };
  });
}
