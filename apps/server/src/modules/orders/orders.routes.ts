import {
  POS_MSG,
  ZCancelOrdersSchema,
  ZCompleteAndPayResponseSchema,
  ZCompleteAndPaySchema,
  ZIdParamsSchema,
  ZListOrderGroupsResponseSchema,
  ZMessageResponseSchema,
  ZOpenOrdersQuerySchema,
  ZOrderIdsSchema,
  ZOrderItemStatusSchema,
  ZOrdersInitResponseSchema,
  ZPaymentSummaryResponseSchema,
  ZPaymentSummarySchema,
  ZTransferOrdersSchema,
} from '@opentab/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { setListPageHeaders } from '../../lib/list-page.ts';
import { currentUser } from '../../plugins/auth.ts';
import { messageWith } from '../../plugins/languages.ts';
import { getFloorSettings } from '../settings/floor-settings.service.ts';
import * as orders from './orders.service.ts';

const message = { response: { 200: ZMessageResponseSchema } };

/** /api/v1/orders: the Orders screen (spec 01 section 7). */
export async function ordersRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  r.get(
    '/',
    {
      schema: { querystring: ZOpenOrdersQuerySchema, response: { 200: ZListOrderGroupsResponseSchema } },
    },
    async (request, reply) => {
      const { tenantId } = currentUser(request);
      const { groups, page } = await orders.listOrderGroups(ctx, tenantId, request.query.after);
      setListPageHeaders(reply, page);
      return groups;
    },
  );

  r.get('/init', { schema: { response: { 200: ZOrdersInitResponseSchema } } }, async (request) => {
    return getFloorSettings(ctx, currentUser(request).tenantId);
  });

  r.post(
    '/update-status/:id',
    { schema: { params: ZIdParamsSchema, body: ZOrderItemStatusSchema, ...message } },
    async (request) => {
      const actor = currentUser(request);
      const { status, reason, approval } = request.body;
      const itemId = request.params.id;
      // a cancel is a void: its reason and approval rule (issue 23)
      if (status === 'cancelled') await orders.voidItem(ctx, { actor, itemId, reason, approval });
      else await orders.moveItem(ctx, { tenantId: actor.tenantId, itemId, status });
      return { message: POS_MSG.itemStatusUpdated };
    },
  );

  r.post('/cancel', { schema: { body: ZCancelOrdersSchema, ...message } }, async (request) => {
    await orders.cancelOrders(ctx, { actor: currentUser(request), ...request.body });
    return { message: POS_MSG.ordersCancelled };
  });

  r.post('/transfer', { schema: { body: ZTransferOrdersSchema, ...message } }, async (request) => {
    const table = await orders.transferOrders(ctx, currentUser(request).tenantId, request.body);
    return { message: messageWith(request, POS_MSG.ordersMoved, { table }) };
  });

  r.post('/complete', { schema: { body: ZOrderIdsSchema, ...message } }, async (request) => {
    await orders.completeOrders(ctx, currentUser(request).tenantId, request.body.orderIds);
    return { message: POS_MSG.ordersCompleted };
  });

  r.post(
    '/complete-order-payment-summary',
    {
      schema: { body: ZPaymentSummarySchema, response: { 200: ZPaymentSummaryResponseSchema } },
    },
    async (request) => orders.paymentSummary(ctx, currentUser(request).tenantId, request.body),
  );

  r.post(
    '/complete-and-pay-order',
    {
      schema: { body: ZCompleteAndPaySchema, response: { 200: ZCompleteAndPayResponseSchema } },
    },
    async (request) => {
      const paid = await orders.completeAndPay(ctx, {
        ...request.body,
        log: request.log,
        actor: currentUser(request),
      });
      // a part payment's message says the balance left
      return { ...paid, message: messageWith(request, paid.message, { balance: String(paid.balance) }) };
    },
  );
}
