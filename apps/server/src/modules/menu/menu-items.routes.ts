import { MSG, ZMenuItemSchema } from '@opentab/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZIdParams } from '../../lib/params.ts';
import { currentUser } from '../../plugins/auth.ts';
import * as menuItems from './menu-items.service.ts';

/** /api/v1/menu-items: list, read, add, update, delete. */
export async function menuItemRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  r.get('/', async (request) => {
    return { menuItems: await menuItems.listMenuItems(ctx, currentUser(request).tenantId) };
  });

  r.get('/:id', { schema: { params: ZIdParams } }, async (request) => {
    return { item: await menuItems.getMenuItem(ctx, currentUser(request).tenantId, request.params.id) };
  });

  r.post('/add', { schema: { body: ZMenuItemSchema } }, async (request) => {
    const id = await menuItems.addMenuItem(ctx, currentUser(request).tenantId, request.body);
    return { message: MSG.menuItemAdded, id };
  });

  r.post('/update/:id', { schema: { params: ZIdParams, body: ZMenuItemSchema } }, async (request) => {
    await menuItems.updateMenuItem(ctx, currentUser(request).tenantId, request.params.id, request.body);
    return { message: MSG.menuItemUpdated };
  });

  r.delete('/delete/:id', { schema: { params: ZIdParams } }, async (request) => {
    await menuItems.deleteMenuItem(ctx, currentUser(request).tenantId, request.params.id);
    return { message: MSG.menuItemDeleted };
  });
}
