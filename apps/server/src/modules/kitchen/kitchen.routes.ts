import {
  POS_MSG,
  ZIdParamsSchema,
  ZKitchenStatusSchema,
  ZListKitchenOrdersResponseSchema,
  ZMessageResponseSchema,
  ZOpenOrdersQuerySchema,
} from '@opentab/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { setListPageHeaders } from '../../lib/list-page.ts';
import { currentUser } from '../../plugins/auth.ts';
import { listKitchenOrders, moveKitchenItem } from './kitchen.service.ts';

/** /api/v1/kitchen: what is left to make, and the two forward moves (Start Making, Complete). */
export async function kitchenRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  r.get(
    '/',
    {
      schema: { querystring: ZOpenOrdersQuerySchema, response: { 200: ZListKitchenOrdersResponseSchema } },
    },
    async (request, reply) => {
      const { tenantId } = currentUser(request);
      const { orders, page } = await listKitchenOrders(ctx, tenantId, request.query.after);
      setListPageHeaders(reply, page);
      return orders;
    },
  );

  r.post(
    '/:id',
    {
      schema: {
        params: ZIdParamsSchema,
        body: ZKitchenStatusSchema,
        response: { 200: ZMessageResponseSchema },
      },
    },
    async (request) => {
      const { tenantId } = currentUser(request);
      await moveKitchenItem(ctx, { tenantId, itemId: request.params.id, status: request.body.status });
      return { message: POS_MSG.itemStatusUpdated };
    },
  );
}
