import {
  INVENTORY_MSG,
  ZIdParamsSchema,
  ZInventoryCsvResponseSchema,
  ZInventoryDashboardQuerySchema,
  ZInventoryDashboardResponseSchema,
  ZInventoryListQuerySchema,
  ZInventoryListResponseSchema,
  ZInventoryLogsQuerySchema,
  ZInventoryLogsResponseSchema,
  ZMessageResponseSchema,
  ZStockCountSchema,
  ZStockItemAddResponseSchema,
  ZStockItemAddSchema,
  ZStockItemDetailQuerySchema,
  ZStockItemDetailResponseSchema,
  ZStockItemUpdateSchema,
  ZStockMovementSchema,
} from '@opentab/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { setListPageHeaders } from '../../lib/list-page.ts';
import { currentUser } from '../../plugins/auth.ts';
import * as inventory from './inventory.service.ts';

const message = { response: { 200: ZMessageResponseSchema } };

function actorOf(request: Parameters<typeof currentUser>[0]): inventory.TStockActor {
  const user = currentUser(request);
  return { tenantId: user.tenantId, userId: user.userId, name: user.name };
}

function sendCsv(reply: FastifyReply, { name, csv }: { name: string; csv: string }) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}"`)
    .send(csv);
}

/** /api/v1/inventory (issue 27): stock items, their movements, the logs and the dashboard. */
export async function inventoryRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  r.get(
    '/',
    { schema: { querystring: ZInventoryListQuerySchema, response: { 200: ZInventoryListResponseSchema } } },
    async (request) => inventory.listInventory(ctx, currentUser(request).tenantId, request.query),
  );

  r.get(
    '/download',
    { schema: { produces: ['text/csv'], response: { 200: ZInventoryCsvResponseSchema } } },
    async (request, reply) =>
      sendCsv(reply, {
        name: 'stock-items.csv',
        csv: await inventory.stockItemsCsv(ctx, currentUser(request).tenantId),
      }),
  );

  r.post(
    '/add-item',
    { schema: { body: ZStockItemAddSchema, response: { 200: ZStockItemAddResponseSchema } } },
    async (request) => {
      const itemId = await inventory.addStockItem(ctx, actorOf(request), request.body);
      return { message: INVENTORY_MSG.itemAdded, itemId };
    },
  );

  r.get(
    '/logs',
    { schema: { querystring: ZInventoryLogsQuerySchema, response: { 200: ZInventoryLogsResponseSchema } } },
    async (request, reply) => {
      const { movements, page } = await inventory.listStockLogs(
        ctx,
        currentUser(request).tenantId,
        request.query,
      );
      setListPageHeaders(reply, page);
      return movements;
    },
  );

  r.get(
    '/logs/download',
    {
      schema: {
        querystring: ZInventoryLogsQuerySchema,
        produces: ['text/csv'],
        response: { 200: ZInventoryCsvResponseSchema },
      },
    },
    async (request, reply) =>
      sendCsv(reply, {
        name: 'stock-movements.csv',
        csv: await inventory.stockLogsCsv(ctx, currentUser(request).tenantId, request.query),
      }),
  );

  r.get(
    '/dashboard',
    {
      schema: {
        querystring: ZInventoryDashboardQuerySchema,
        response: { 200: ZInventoryDashboardResponseSchema },
      },
    },
    async (request) => inventory.getInventoryDashboard(ctx, currentUser(request).tenantId, request.query),
  );

  r.get(
    '/:id',
    {
      schema: {
        params: ZIdParamsSchema,
        querystring: ZStockItemDetailQuerySchema,
        response: { 200: ZStockItemDetailResponseSchema },
      },
    },
    async (request, reply) => {
      const { detail, page } = await inventory.getStockItemDetail(ctx, currentUser(request).tenantId, {
        id: request.params.id,
        after: request.query.after,
      });
      setListPageHeaders(reply, page);
      return detail;
    },
  );

  r.put(
    '/:id',
    { schema: { params: ZIdParamsSchema, body: ZStockItemUpdateSchema, ...message } },
    async (request) => {
      await inventory.updateStockItem(ctx, currentUser(request).tenantId, {
        id: request.params.id,
        input: request.body,
      });
      return { message: INVENTORY_MSG.itemUpdated };
    },
  );

  r.delete('/:id', { schema: { params: ZIdParamsSchema, ...message } }, async (request) => {
    await inventory.deleteStockItem(ctx, currentUser(request).tenantId, request.params.id);
    return { message: INVENTORY_MSG.itemDeleted };
  });

  r.patch(
    '/:id/add-stock-movement',
    { schema: { params: ZIdParamsSchema, body: ZStockMovementSchema, ...message } },
    async (request) => {
      await inventory.addStockMovement(ctx, actorOf(request), { id: request.params.id, input: request.body });
      return { message: INVENTORY_MSG.movementAdded };
    },
  );

  // OpenTab's addition beside the spec source client's calls: a count, written as an ADJUSTMENT.
  r.post(
    '/:id/count',
    { schema: { params: ZIdParamsSchema, body: ZStockCountSchema, ...message } },
    async (request) => {
      await inventory.countStock(ctx, actorOf(request), { id: request.params.id, input: request.body });
      return { message: INVENTORY_MSG.countRecorded };
    },
  );
}
