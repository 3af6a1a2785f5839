import {
  ZCreateOrderAndInvoiceResponseSchema,
  ZCreateOrderAndInvoiceSchema,
  ZCreateOrderResponseSchema,
  ZCreateOrderSchema,
  ZPosInitResponseSchema,
} from '@opentab/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import { readIdempotencyKey, ZIdempotencyHeaders } from '../../plugins/idempotency.ts';
import { placeOrder } from '../orders/placement/place-orders.ts';
import { getPosInit } from './pos.service.ts';

/** The order a create call places: the signed-in user's, with the request's Idempotency-Key. */
function orderOf<TInput>(request: FastifyRequest, input: TInput) {
  const actor = currentUser(request);
  const { tenantId } = actor;
  const order = {
    actor,
    input,
    idempotencyKey: readIdempotencyKey(request),
    path: request.routeOptions.url ?? request.url,
  };
  return { tenantId, order, log: request.log };
}

/** /api/v1/pos: everything the Point of Sale screen reads and the two calls that create orders. */
export async function posRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  r.get('/init', { schema: { response: { 200: ZPosInitResponseSchema } } }, async (request) => {
    const { tenantId, userId } = currentUser(request);
    return getPosInit(ctx, { tenantId, userId });
  });

  r.post(
    '/create-order',
    {
      schema: {
        body: ZCreateOrderSchema,
        headers: ZIdempotencyHeaders,
        response: { 200: ZCreateOrderResponseSchema },
      },
    },
    async (request) => placeOrder(ctx, orderOf(request, request.body)),
  );

  r.post(
    '/create-order-and-invoice',
    {
      schema: {
        body: ZCreateOrderAndInvoiceSchema,
        headers: ZIdempotencyHeaders,
        response: { 200: ZCreateOrderAndInvoiceResponseSchema },
      },
    },
    async (request) => placeOrder(ctx, orderOf(request, request.body)),
  );
}
