import {
  ZCreateOrderAndInvoiceResponseSchema,
  ZCreateOrderAndInvoiceSchema,
  ZCreateOrderResponseSchema,
  ZCreateOrderSchema,
  ZPosInitResponseSchema,
} from '@opentab/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import { ZIdempotencyHeaders } from '../../plugins/idempotency.ts';
import { presentStoreTable } from '../../presenters/store-table.ts';
import { listMenuItems } from '../menu/menu-items.service.ts';
import { createOrder } from '../orders/create-order.ts';
import { listCategories } from '../settings/categories.service.ts';
import { getFloorSettings } from '../settings/floor-settings.service.ts';
import { listStoreTables } from '../settings/store-tables.service.ts';

/** /api/v1/pos: everything the Point of Sale screen reads and the two calls that create orders. */
export async function posRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  r.get('/init', { schema: { response: { 200: ZPosInitResponseSchema } } }, async (request) => {
    const { tenantId } = currentUser(request);
    const [categories, menuItems, floorSettings, tables] = await Promise.all([
      listCategories(ctx, tenantId, { onMenuOnly: true }),
      listMenuItems(ctx, tenantId, { onMenuOnly: true }),
      getFloorSettings(ctx, tenantId),
      listStoreTables(ctx, tenantId),
    ]);
    return { categories, menuItems, ...floorSettings, storeTables: tables.map(presentStoreTable) };
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
    async (request) => createOrder(ctx, { request, session: currentUser(request), input: request.body }),
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
    async (request) => createOrder(ctx, { request, session: currentUser(request), input: request.body }),
  );
}
