import { POS_MSG, ZCompleteAndPaySchema, ZOrderIdsSchema, ZOrderItemStatusSchema } from '@opentab/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZIdParams } from '../../lib/params.ts';
import { currentUser } from '../../plugins/auth.ts';
import { presentPaymentType } from '../../presenters/payment-type.ts';
import { presentPosPrintSettings } from '../../presenters/print-setting.ts';
import { presentPosStoreSettings } from '../../presenters/store-setting.ts';
import { listActivePaymentTypes } from '../settings/payment-types.repo.ts';
import { getPrintSettings } from '../settings/print-setting.service.ts';
import { getStoreSettings } from '../settings/store-setting.service.ts';
import * as orders from './orders.service.ts';

/** /api/v1/orders: the Orders screen (spec 01 section 7). */
export async function ordersRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  r.get('/', async (request) => {
    return { orders: await orders.listOrderGroups(ctx, currentUser(request).tenantId) };
  });

  r.get('/init', async (request) => {
    const { tenantId } = currentUser(request);
    const [store, print, paymentTypes] = await Promise.all([
      getStoreSettings(ctx, tenantId),
      getPrintSettings(ctx, tenantId),
      listActivePaymentTypes(ctx.db, tenantId),
    ]);
    return {
      storeSettings: presentPosStoreSettings(store),
      printSettings: presentPosPrintSettings(print),
      paymentTypes: paymentTypes.map(presentPaymentType),
    };
  });

  r.post(
    '/update-status/:id',
    { schema: { params: ZIdParams, body: ZOrderItemStatusSchema } },
    async (request) => {
      const { tenantId } = currentUser(request);
      await orders.updateItemStatus(ctx, tenantId, request.params.id, request.body.status, 'orders');
      return { message: POS_MSG.itemStatusUpdated };
    },
  );

  r.post('/cancel', { schema: { body: ZOrderIdsSchema } }, async (request) => {
    await orders.cancelOrders(ctx, currentUser(request).tenantId, request.body.orderIds);
    return { message: POS_MSG.ordersCancelled };
  });

  r.post('/complete', { schema: { body: ZOrderIdsSchema } }, async (request) => {
    await orders.completeOrders(ctx, currentUser(request).tenantId, request.body.orderIds);
    return { message: POS_MSG.ordersCompleted };
  });

  r.post('/complete-order-payment-summary', { schema: { body: ZOrderIdsSchema } }, async (request) =>
    orders.paymentSummary(ctx, currentUser(request).tenantId, request.body.orderIds),
  );

  r.post('/complete-and-pay-order', { schema: { body: ZCompleteAndPaySchema } }, async (request) => {
    const { invoiceId, total } = await orders.completeAndPay(
      ctx,
      request.log,
      currentUser(request),
      request.body,
    );
    return { message: POS_MSG.orderPaid, invoiceId, total };
  });
}
