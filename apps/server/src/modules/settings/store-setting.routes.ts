import {
  MSG,
  ZMessageResponseSchema,
  ZStoreSettingResponseSchema,
  ZStoreSettingSchema,
} from '@opentab/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import { presentStoreSetting } from '../../presenters/store-setting.ts';
import { photoRoutes } from '../uploads/photo.routes.ts';
import { serviceChargeRoutes } from './service-charge.routes.ts';
import * as storeSettings from './store-setting.service.ts';

/**
 * /api/v1/settings/store-setting, plus the logo's upload-store-image and delete-store-image, and the service
 * charge's own call (service-charge).
 */
export async function storeSettingRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  r.get('/', { schema: { response: { 200: ZStoreSettingResponseSchema } } }, async (request) => {
    const row = await storeSettings.getStoreSettings(ctx, currentUser(request).tenantId);
    return presentStoreSetting(row, ctx.config.publicUrl);
  });

  r.post(
    '/',
    { schema: { body: ZStoreSettingSchema, response: { 200: ZMessageResponseSchema } } },
    async (request) => {
      await storeSettings.updateStoreSettings(ctx, currentUser(request), request.body);
      return { message: MSG.storeSettingsSaved };
    },
  );

  await app.register(serviceChargeRoutes, { prefix: '/service-charge' });
  await app.register(
    photoRoutes('', storeSettings.storeLogo, {
      upload: 'upload-store-image',
      remove: 'delete-store-image',
      field: 'store_image',
    }),
  );
}
