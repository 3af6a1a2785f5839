import {
  POS_MSG,
  ZCustomerAddSchema,
  ZCustomerSearchResponseSchema,
  ZCustomerSearchSchema,
  ZMessageResponseSchema,
} from '@opentab/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import * as customers from './customers.service.ts';

/** /api/v1/customers: the POS customer picker (add and search). The back-office list is its own issue. */
export async function customersRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

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
}
