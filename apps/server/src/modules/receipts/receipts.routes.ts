import {
  ZGetReceiptResponseSchema,
  ZIdParamsSchema,
  ZInvoicePartParamsSchema,
  ZReceiptOrdersQuery,
} from '@opentab/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import { getInvoiceReceipt, getOrdersReceipt } from './receipts.service.ts';

/** /api/v1/receipts: data of the /print-receipt window (the spec kept it on the device; we print the server's). */
export async function receiptsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  r.get(
    '/order/:id',
    { schema: { params: ZIdParamsSchema, response: { 200: ZGetReceiptResponseSchema } } },
    async (request) => {
      return { receipt: await getOrdersReceipt(ctx, currentUser(request).tenantId, [request.params.id]) };
    },
  );

  // The Orders screen's Print Receipt: one bill for a table's open orders.
  r.get(
    '/orders',
    {
      schema: { querystring: ZReceiptOrdersQuery, response: { 200: ZGetReceiptResponseSchema } },
    },
    async (request) => {
      return { receipt: await getOrdersReceipt(ctx, currentUser(request).tenantId, request.query.ids) };
    },
  );

  r.get(
    '/invoice/:id',
    { schema: { params: ZIdParamsSchema, response: { 200: ZGetReceiptResponseSchema } } },
    async (request) => {
      const invoice = { invoiceId: request.params.id };
      return { receipt: await getInvoiceReceipt(ctx, currentUser(request).tenantId, invoice) };
    },
  );

  // Issue 23, split bill: the receipt of one part of a bill paid in parts.
  r.get(
    '/invoice/:id/parts/:part',
    { schema: { params: ZInvoicePartParamsSchema, response: { 200: ZGetReceiptResponseSchema } } },
    async (request) => {
      const invoice = { invoiceId: request.params.id, part: request.params.part };
      return { receipt: await getInvoiceReceipt(ctx, currentUser(request).tenantId, invoice) };
    },
  );
}
