import type { FastifyInstance } from 'fastify';
import { photoRoutes } from '../uploads/photo.routes.ts';
import { menuItemRoutes } from './menu-items.routes.ts';
import { menuItemPhoto } from './menu-items.service.ts';
import { menuOptionRoutes } from './menu-options.routes.ts';

/**
 * /api/v1/menu-items: every call needs SETTINGS (the POS reads the menu through its own init call); the
 * permission table's guard (plugins/permissions.ts) runs on request, before any body or upload is read.
 */
export async function menuRoutes(app: FastifyInstance): Promise<void> {
  await app.register(menuItemRoutes);
  await app.register(menuOptionRoutes);
  await app.register(photoRoutes('/update/:id', menuItemPhoto));
}
