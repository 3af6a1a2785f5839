import { MSG, ZCategorySchema } from '@opentab/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZIdParams } from '../../lib/params.ts';
import { currentUser } from '../../plugins/auth.ts';
import * as categories from './categories.service.ts';

/** /api/v1/settings/categories */
export async function categoryRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  r.get('/', async (request) => {
    return { categories: await categories.listCategories(ctx, currentUser(request).tenantId) };
  });

  r.post('/add', { schema: { body: ZCategorySchema } }, async (request) => {
    const id = await categories.addCategory(ctx, currentUser(request).tenantId, request.body);
    return { message: MSG.categoryAdded, id };
  });

  r.post('/:id/update', { schema: { params: ZIdParams, body: ZCategorySchema } }, async (request) => {
    await categories.updateCategory(ctx, currentUser(request).tenantId, request.params.id, request.body);
    return { message: MSG.categoryUpdated };
  });

  r.delete('/:id', { schema: { params: ZIdParams } }, async (request) => {
    await categories.deleteCategory(ctx, currentUser(request).tenantId, request.params.id);
    return { message: MSG.categoryDeleted };
  });
}
