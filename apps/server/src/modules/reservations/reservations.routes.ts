import {
  RESERVATION_MSG,
  ZDateFilterQuerySchema,
  ZIdParamsSchema,
  ZMessageResponseSchema,
  ZReservationAddSchema,
  ZReservationSearchSchema,
  ZReservationsInitResponseSchema,
  ZReservationsResponseSchema,
  ZReservationUpdateSchema,
} from '@opentab/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import { presentStoreTable } from '../../presenters/store-table.ts';
import * as reservations from './reservations.service.ts';

const message = { response: { 200: ZMessageResponseSchema } };
const list = { response: { 200: ZReservationsResponseSchema } };

/** /api/v1/reservations (spec 02 section 7); who may read and who may write is the permission table's. */
export async function reservationsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  r.get('/init', { schema: { response: { 200: ZReservationsInitResponseSchema } } }, async (request) => {
    const { storeTables, timeZone } = await reservations.reservationsInit(ctx, currentUser(request).tenantId);
    return { storeTables: storeTables.map(presentStoreTable), timeZone };
  });

  r.get('/', { schema: { querystring: ZDateFilterQuerySchema, ...list } }, async (request) => {
    return reservations.listReservations(ctx, currentUser(request).tenantId, request.query);
  });

  r.get('/search', { schema: { querystring: ZReservationSearchSchema, ...list } }, async (request) => {
    return reservations.searchReservations(ctx, currentUser(request).tenantId, request.query.q);
  });

  r.post('/add', { schema: { body: ZReservationAddSchema, ...message } }, async (request) => {
    await reservations.addReservation(ctx, currentUser(request).tenantId, request.body);
    return { message: RESERVATION_MSG.added };
  });

  r.post(
    '/update/:id',
    { schema: { params: ZIdParamsSchema, body: ZReservationUpdateSchema, ...message } },
    async (request) => {
      await reservations.updateReservation(ctx, currentUser(request).tenantId, {
        id: request.params.id,
        input: request.body,
      });
      return { message: RESERVATION_MSG.updated };
    },
  );

  r.delete('/delete/:id', { schema: { params: ZIdParamsSchema, ...message } }, async (request) => {
    await reservations.deleteReservation(ctx, currentUser(request).tenantId, request.params.id);
    return { message: RESERVATION_MSG.deleted };
  });
}
