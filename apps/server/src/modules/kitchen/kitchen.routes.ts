import { POS_MSG, ZKitchenStatusSchema } from '@opentab/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZIdParams } from '../../lib/params.ts';
import { currentUser } from '../../plugins/auth.ts';
import { listKitchenOrders, updateItemStatus } from '../orders/orders.service.ts';

/** /api/v1/kitchen: what is left to make, and the two forward moves (Start Making, Complete). */
export async function kitchenRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  r.get('/', async (request) => {
    return { orders: await listKitchenOrders(ctx, currentUser(request).tenantId) };
  });

  r.post('/:id', { schema: { params: ZIdParams, body: ZKitchenStatusSchema } }, async (request) => {
    await updateItemStatus(
      ctx,
      currentUser(request).tenantId,
      request.params.id,
      request.body.status,
      'kitchen',
    );
    return { message: POS_MSG.itemStatusUpdated };
  });
}
