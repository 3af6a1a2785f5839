import {
  MSG,
  ZCreatedResponseSchema,
  ZIdParamsSchema,
  ZMenuItemDetailResponseSchema,
  ZMenuItemSchema,
  ZMenuItemsResponseSchema,
  ZMessageResponseSchema,
  ZVisibilitySchema,
} from '@opentab/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import * as menuItems from './menu-items.service.ts';

const message = { response: { 200: ZMessageResponseSchema } };

/** /api/v1/menu-items: list, read, add, update, show/hide, delete. */
export async function menuItemRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  r.get('/', { schema: { response: { 200: ZMenuItemsResponseSchema } } }, async (request) => {
    return menuItems.listMenuItems(ctx, currentUser(request).tenantId);
  });

  r.get(
    '/:id',
    { schema: { params: ZIdParamsSchema, response: { 200: ZMenuItemDetailResponseSchema } } },
    async (request) => {
      return menuItems.getMenuItem(ctx, currentUser(request).tenantId, request.params.id);
    },
  );

  r.post(
    '/add',
    { schema: { body: ZMenuItemSchema, response: { 200: ZCreatedResponseSchema } } },
    async (request) => {
      const id = await menuItems.addMenuItem(ctx, currentUser(request).tenantId, request.body);
      return { message: MSG.menuItemAdded, id };
    },
  );

  r.post(
    '/update/:id',
    { schema: { params: ZIdParamsSchema, body: ZMenuItemSchema, ...message } },
    async (request) => {
      await menuItems.updateMenuItem(ctx, currentUser(request), {
        id: request.params.id,
        input: request.body,
      });
      return { message: MSG.menuItemUpdated };
    },
  );

  r.patch(
    '/change-visibility/:id',
    { schema: { params: ZIdParamsSchema, body: ZVisibilitySchema, ...message } },
    async (request) => {
      const { tenantId } = currentUser(request);
      await menuItems.changeMenuItemVisibility(ctx, tenantId, {
        id: request.params.id,
        isEnabled: request.body.isEnabled,
      });
      return { message: MSG.menuItemVisibilityChanged };
    },
  );

  r.delete('/delete/:id', { schema: { params: ZIdParamsSchema, ...message } }, async (request) => {
    await menuItems.deleteMenuItem(ctx, currentUser(request), request.params.id);
    return { message: MSG.menuItemDeleted };
  });
}
