import {
  INVENTORY_MSG,
  ZMessageResponseSchema,
  ZRecipeItemAddResponseSchema,
  ZRecipeItemParamsSchema,
  ZRecipeItemSchema,
  ZRecipeParamsSchema,
  ZRecipeStockItemsResponseSchema,
} from '@opentab/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import * as recipes from './recipes.service.ts';

/** /api/v1/menu-items/recipe (issue 27): what one unit of a menu item, a variant or an addon uses. */
export async function recipeRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  r.get('/items', { schema: { response: { 200: ZRecipeStockItemsResponseSchema } } }, async (request) =>
    recipes.listRecipeStockItems(ctx, currentUser(request).tenantId),
  );

  r.post(
    '/:menuItemId/add',
    {
      schema: {
        params: ZRecipeParamsSchema,
        body: ZRecipeItemSchema,
        response: { 200: ZRecipeItemAddResponseSchema },
      },
    },
    async (request) => {
      const recipeItemId = await recipes.addRecipeItem(ctx, currentUser(request).tenantId, {
        menuItemId: request.params.menuItemId,
        input: request.body,
      });
      return { message: INVENTORY_MSG.recipeItemAdded, recipeItemId };
    },
  );

  r.put(
    '/:menuItemId/update/:recipeItemId',
    {
      schema: {
        params: ZRecipeItemParamsSchema,
        body: ZRecipeItemSchema,
        response: { 200: ZMessageResponseSchema },
      },
    },
    async (request) => {
      await recipes.updateRecipeItem(ctx, currentUser(request).tenantId, {
        ...request.params,
        input: request.body,
      });
      return { message: INVENTORY_MSG.recipeItemUpdated };
    },
  );

  r.delete(
    '/:menuItemId/delete/:recipeItemId',
    { schema: { params: ZRecipeItemParamsSchema, response: { 200: ZMessageResponseSchema } } },
    async (request) => {
      await recipes.deleteRecipeItem(ctx, currentUser(request).tenantId, request.params);
      return { message: INVENTORY_MSG.recipeItemDeleted };
    },
  );
}
