import { MSG, ZStoreSettingSchema } from '@opentab/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import { photoRoutes } from '../uploads/photo.routes.ts';
import * as storeSettings from './store-setting.service.ts';

/** /api/v1/settings/store-setting, plus the logo's upload-photo and remove-photo. */
export async function storeSettingRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  r.get('/', async (request) => {
    return { storeSettings: await storeSettings.getStoreSettings(ctx, currentUser(request).tenantId) };
  });

  r.post('/', { schema: { body: ZStoreSettingSchema } }, async (request) => {
    await storeSettings.updateStoreSettings(ctx, currentUser(request).tenantId, request.body);
    return { message: MSG.storeSettingsSaved };
  });

  await app.register(photoRoutes('', storeSettings.storeLogo));
}
