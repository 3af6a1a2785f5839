import {
  CUSTOMER_MSG,
  POS_MSG,
  ZCustomerAddSchema,
  ZCustomerListQuerySchema,
  ZCustomerListResponseSchema,
  ZCustomerPhoneParamsSchema,
  ZCustomerSearchResponseSchema,
  ZCustomerSearchSchema,
  ZCustomersCsvResponseSchema,
  ZCustomerUpdateSchema,
  ZMessageResponseSchema,
} from '@opentab/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import * as customers from './customers.service.ts';

/** /api/v1/customers: the POS customer picker (add, search) and the back-office list (page, update, delete). */
export async function customersRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  r.get(
    '/',
    {
      schema: { querystring: ZCustomerListQuerySchema, response: { 200: ZCustomerListResponseSchema } },
    },
    async (request) => customers.listCustomers(ctx, currentUser(request).tenantId, request.query),
  );

  // Download All of the spec source client: a CSV file, not JSON.
  r.get(
    '/download/all',
    { schema: { produces: ['text/csv'], response: { 200: ZCustomersCsvResponseSchema } } },
    async (request, reply) => {
      const csv = await customers.customersCsv(ctx, currentUser(request).tenantId);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="customers.csv"')
        .send(csv);
    },
  );

  r.post(
    '/add',
    {
      schema: { body: ZCustomerAddSchema, response: { 200: ZMessageResponseSchema } },
    },
    async (request) => {
      await customers.addCustomer(ctx, currentUser(request).tenantId, request.body);
      return { message: POS_MSG.customerAdded };
    },
  );

  r.get(
    '/search-by-phone-name/search',
    {
      schema: { querystring: ZCustomerSearchSchema, response: { 200: ZCustomerSearchResponseSchema } },
    },
    async (request) => {
      return customers.searchCustomers(ctx, currentUser(request).tenantId, request.query.q);
    },
  );

  r.post(
    '/:id/update',
    {
      schema: {
        params: ZCustomerPhoneParamsSchema,
        body: ZCustomerUpdateSchema,
        response: { 200: ZMessageResponseSchema },
      },
    },
    async (request) => {
      await customers.updateCustomer(ctx, currentUser(request).tenantId, {
        phone: request.params.id,
        input: request.body,
      });
      return { message: CUSTOMER_MSG.updated };
    },
  );

  r.delete(
    '/:id/delete',
    { schema: { params: ZCustomerPhoneParamsSchema, response: { 200: ZMessageResponseSchema } } },
    async (request) => {
      await customers.deleteCustomer(ctx, currentUser(request).tenantId, request.params.id);
      return { message: CUSTOMER_MSG.deleted };
    },
  );
}
