import {
  MSG,
  ZCategorySchema,
  ZCreatedResponseSchema,
  ZIdParamsSchema,
  ZMessageResponseSchema,
  ZSettingsCategoriesResponseSchema,
  ZVisibilitySchema,
} from '@opentab/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import * as categories from './categories.service.ts';

const message = { response: { 200: ZMessageResponseSchema } };

/** /api/v1/settings/categories */
export async function categoryRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  r.get('/', { schema: { response: { 200: ZSettingsCategoriesResponseSchema } } }, async (request) => {
    return categories.listCategories(ctx, currentUser(request).tenantId);
  });

  r.post(
    '/add',
    { schema: { body: ZCategorySchema, response: { 200: ZCreatedResponseSchema } } },
    async (request) => {
      const id = await categories.addCategory(ctx, currentUser(request).tenantId, request.body);
      return { message: MSG.categoryAdded, id };
    },
  );

  r.post(
    '/:id/update',
    { schema: { params: ZIdParamsSchema, body: ZCategorySchema, ...message } },
    async (request) => {
      await categories.updateCategory(ctx, currentUser(request).tenantId, {
        id: request.params.id,
        input: request.body,
      });
      return { message: MSG.categoryUpdated };
    },
  );

  r.patch(
    '/change-visibility/:id',
    { schema: { params: ZIdParamsSchema, body: ZVisibilitySchema, ...message } },
    async (request) => {
      const { tenantId } = currentUser(request);
      await categories.changeCategoryVisibility(ctx, tenantId, {
        id: request.params.id,
        isEnabled: request.body.isEnabled,
      });
      return { message: MSG.categoryVisibilityChanged };
    },
  );

  r.delete('/:id', { schema: { params: ZIdParamsSchema, ...message } }, async (request) => {
    await categories.deleteCategory(ctx, currentUser(request).tenantId, request.params.id);
    return { message: MSG.categoryDeleted };
  });
}
