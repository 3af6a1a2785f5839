import { ZReceiptOrdersQuery } from '@opentab/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZIdParams } from '../../lib/params.ts';
import { currentUser, requireScope } from '../../plugins/auth.ts';
import { getInvoiceReceipt, getOrdersReceipt } from './receipts.service.ts';

/** /api/v1/receipts: data of the /print-receipt window (the spec kept it on the device; we print the server's). */
export async function receiptsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const canPrint = requireScope('POS', 'ORDERS', 'ORDER_STATUS', 'ORDER_STATUS_DISPLAY', 'INVOICES');

  r.get('/order/:id', { preHandler: canPrint, schema: { params: ZIdParams } }, async (request) => {
    return { receipt: await getOrdersReceipt(ctx, currentUser(request).tenantId, [request.params.id]) };
  });

  // The Orders screen's Print Receipt: one bill for a table's open orders.
  r.get(
    '/orders',
    { preHandler: canPrint, schema: { querystring: ZReceiptOrdersQuery } },
    async (request) => {
      return { receipt: await getOrdersReceipt(ctx, currentUser(request).tenantId, request.query.ids) };
    },
  );

  r.get('/invoice/:id', { preHandler: canPrint, schema: { params: ZIdParams } }, async (request) => {
    return { receipt: await getInvoiceReceipt(ctx, currentUser(request).tenantId, request.params.id) };
  });
}
