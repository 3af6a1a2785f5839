import {
  POS_MSG,
  STATION_MSG,
  ZIdParamsSchema,
  ZKitchenQuerySchema,
  ZKitchenStationPickerResponseSchema,
  ZKitchenStatusSchema,
  ZKitchenTicketSchema,
  ZListKitchenOrdersResponseSchema,
  ZMessageResponseSchema,
} from '@opentab/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { setListPageHeaders } from '../../lib/list-page.ts';
import { currentUser } from '../../plugins/auth.ts';
import { listStationChoices } from '../stations/stations.service.ts';
import { bumpTicket, listKitchenOrders, moveKitchenItem, recallTicket } from './kitchen.service.ts';

const ticket = {
  params: ZIdParamsSchema,
  body: ZKitchenTicketSchema,
  response: { 200: ZMessageResponseSchema },
};

/**
 * /api/v1/kitchen: what is left to make (of one station or all), the two forward moves (Start Making,
 * Complete), and issue 26's station picker and whole-ticket bump and recall.
 */
export async function kitchenRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  r.get(
    '/',
    {
      schema: { querystring: ZKitchenQuerySchema, response: { 200: ZListKitchenOrdersResponseSchema } },
    },
    async (request, reply) => {
      const { tenantId } = currentUser(request);
      const { orders, page } = await listKitchenOrders(ctx, tenantId, request.query);
      setListPageHeaders(reply, page);
      return orders;
    },
  );

  r.get(
    '/stations',
    { schema: { response: { 200: ZKitchenStationPickerResponseSchema } } },
    async (request) => {
      return listStationChoices(ctx, currentUser(request).tenantId);
    },
  );

  r.post('/orders/:id/bump', { schema: ticket }, async (request) => {
    const { tenantId } = currentUser(request);
    await bumpTicket(ctx, { tenantId, orderId: request.params.id, station: request.body.station });
    return { message: STATION_MSG.ticketBumped };
  });

  r.post('/orders/:id/recall', { schema: ticket }, async (request) => {
    const { tenantId } = currentUser(request);
    await recallTicket(ctx, { tenantId, orderId: request.params.id, station: request.body.station });
    return { message: STATION_MSG.ticketRecalled };
  });

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
