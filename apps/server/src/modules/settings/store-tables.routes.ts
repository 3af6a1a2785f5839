import {
  MSG,
  ZCreatedResponseSchema,
  ZIdParamsSchema,
  ZMessageResponseSchema,
  ZStoreTableSchema,
  ZStoreTablesResponseSchema,
} from '@opentab/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import { presentStoreTable } from '../../presenters/store-table.ts';
import * as storeTables from './store-tables.service.ts';

const message = { response: { 200: ZMessageResponseSchema } };

/** /api/v1/settings/store-tables */
export async function storeTableRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  r.get('/', { schema: { response: { 200: ZStoreTablesResponseSchema } } }, async (request) => {
    const rows = await storeTables.listStoreTables(ctx, currentUser(request).tenantId);
    return rows.map(presentStoreTable);
  });

  r.post(
    '/add',
    { schema: { body: ZStoreTableSchema, response: { 200: ZCreatedResponseSchema } } },
    async (request) => {
      const id = await storeTables.addStoreTable(ctx, currentUser(request).tenantId, request.body);
      return { message: MSG.tableAdded, id };
    },
  );

  r.post(
    '/:id/update',
    { schema: { params: ZIdParamsSchema, body: ZStoreTableSchema, ...message } },
    async (request) => {
      await storeTables.updateStoreTable(ctx, currentUser(request).tenantId, {
        id: request.params.id,
        input: request.body,
      });
      return { message: MSG.tableUpdated };
    },
  );

  r.delete('/:id', { schema: { params: ZIdParamsSchema, ...message } }, async (request) => {
    await storeTables.deleteStoreTable(ctx, currentUser(request).tenantId, request.params.id);
    return { message: MSG.tableDeleted };
  });
}
