import {
  REFUND_MSG,
  ZIdParamsSchema,
  ZInvoiceDetailResponseSchema,
  ZInvoiceOrdersResponseSchema,
  ZInvoiceSearchSchema,
  ZInvoicesInitResponseSchema,
  ZInvoicesQuerySchema,
  ZListInvoicesResponseSchema,
  ZOrderIdsSchema,
  ZRefundResponseSchema,
  ZRefundSchema,
} from '@opentab/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { setListPageHeaders } from '../../lib/list-page.ts';
import { currentUser } from '../../plugins/auth.ts';
import { messageWith } from '../../plugins/languages.ts';
import * as refunds from '../refunds/refunds.service.ts';
import { getFloorSettings } from '../settings/floor-settings.service.ts';
import * as invoices from './invoices.service.ts';

/** /api/v1/invoices: the back office's Invoices screen (spec 02 sections 2 and 7). */
export async function invoicesRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  r.get('/init', { schema: { response: { 200: ZInvoicesInitResponseSchema } } }, async (request) => {
    const { storeSettings, printSettings, paymentTypes } = await getFloorSettings(
      ctx,
      currentUser(request).tenantId,
    );
    return { storeSettings, printSettings, paymentTypes };
  });

  r.get(
    '/',
    { schema: { querystring: ZInvoicesQuerySchema, response: { 200: ZListInvoicesResponseSchema } } },
    async (request, reply) => {
      const answer = await invoices.listInvoices(ctx, currentUser(request).tenantId, request.query);
      setListPageHeaders(reply, answer.page);
      return answer.invoices;
    },
  );

  r.get(
    '/search',
    { schema: { querystring: ZInvoiceSearchSchema, response: { 200: ZListInvoicesResponseSchema } } },
    async (request, reply) => {
      const answer = await invoices.searchInvoices(ctx, currentUser(request).tenantId, request.query);
      setListPageHeaders(reply, answer.page);
      return answer.invoices;
    },
  );

  r.post(
    '/orders',
    { schema: { body: ZOrderIdsSchema, response: { 200: ZInvoiceOrdersResponseSchema } } },
    async (request) => invoices.invoiceOrders(ctx, currentUser(request).tenantId, request.body.orderIds),
  );

  r.get(
    '/:id',
    { schema: { params: ZIdParamsSchema, response: { 200: ZInvoiceDetailResponseSchema } } },
    async (request) => refunds.getInvoiceDetail(ctx, currentUser(request).tenantId, request.params.id),
  );

  r.post(
    '/:id/refund',
    { schema: { params: ZIdParamsSchema, body: ZRefundSchema, response: { 200: ZRefundResponseSchema } } },
    async (request) => {
      const creditNote = await refunds.refundInvoice(ctx, currentUser(request), {
        invoiceId: request.params.id,
        input: request.body,
      });
      return {
        message: messageWith(request, REFUND_MSG.refunded, { creditNote: creditNote.creditNoteNumber }),
        creditNote,
      };
    },
  );
}
