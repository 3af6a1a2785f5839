import { POS_MSG, ZCustomerAddSchema, ZCustomerSearchSchema } from '@opentab/shared';
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
      schema: { body: ZCustomerAddSchema },
    },
    async (request) => {
      const customer = await customers.addCustomer(ctx, currentUser(request).tenantId, request.body);
      return { message: POS_MSG.customerAdded, customer };
    },
  );

  r.get(
    '/search-by-phone-name/search',
    {
      schema: { querystring: ZCustomerSearchSchema },
    },
    async (request) => {
      return {
        customers: await customers.searchCustomers(ctx, currentUser(request).tenantId, request.query.q),
      };
    },
  );
}
