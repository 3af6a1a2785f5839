import { MSG, ZStoreTableSchema } from '@opentab/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZIdParams } from '../../lib/params.ts';
import { currentUser } from '../../plugins/auth.ts';
import * as storeTables from './store-tables.service.ts';

/** /api/v1/settings/store-tables */
export async function storeTableRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  r.get('/', async (request) => {
    return { storeTables: await storeTables.listStoreTables(ctx, currentUser(request).tenantId) };
  });

  r.post('/add', { schema: { body: ZStoreTableSchema } }, async (request) => {
    const id = await storeTables.addStoreTable(ctx, currentUser(request).tenantId, request.body);
    return { message: MSG.tableAdded, id };
  });

  r.post('/:id/update', { schema: { params: ZIdParams, body: ZStoreTableSchema } }, async (request) => {
    await storeTables.updateStoreTable(ctx, currentUser(request).tenantId, request.params.id, request.body);
    return { message: MSG.tableUpdated };
  });

  r.delete('/:id', { schema: { params: ZIdParams } }, async (request) => {
    await storeTables.deleteStoreTable(ctx, currentUser(request).tenantId, request.params.id);
    return { message: MSG.tableDeleted };
  });
}
