import {
  STATION_MSG,
  ZCreatedResponseSchema,
  ZIdParamsSchema,
  ZKitchenStationSchema,
  ZKitchenStationsResponseSchema,
  ZMessageResponseSchema,
} from '@opentab/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import * as stations from './stations.service.ts';

const message = { response: { 200: ZMessageResponseSchema } };

/** /api/v1/settings/kitchen-stations (issue 26): the stations, their categories and their ticket printers. */
export async function kitchenStationRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  r.get('/', { schema: { response: { 200: ZKitchenStationsResponseSchema } } }, async (request) => {
    return stations.listStations(ctx, currentUser(request).tenantId);
  });

  r.post(
    '/add',
    { schema: { body: ZKitchenStationSchema, response: { 200: ZCreatedResponseSchema } } },
    async (request) => {
      const id = await stations.addStation(ctx, currentUser(request).tenantId, request.body);
      return { message: STATION_MSG.stationAdded, id };
    },
  );

  r.post(
    '/:id/update',
    { schema: { params: ZIdParamsSchema, body: ZKitchenStationSchema, ...message } },
    async (request) => {
      await stations.updateStation(ctx, currentUser(request).tenantId, {
        id: request.params.id,
        input: request.body,
      });
      return { message: STATION_MSG.stationUpdated };
    },
  );

  r.delete('/:id', { schema: { params: ZIdParamsSchema, ...message } }, async (request) => {
    await stations.deleteStation(ctx, currentUser(request).tenantId, request.params.id);
    return { message: STATION_MSG.stationDeleted };
  });
}
