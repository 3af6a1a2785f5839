import {
  MEMBER_MSG,
  ZLoyaltySettingsResponseSchema,
  ZLoyaltySettingsSchema,
  ZMessageResponseSchema,
} from '@opentab/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import * as loyalty from './loyalty.service.ts';

/** /api/v1/settings/store-setting/loyalty (issue 27): the store's rules for member points. */
export async function loyaltyRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  r.get('/', { schema: { response: { 200: ZLoyaltySettingsResponseSchema } } }, async (request) =>
    loyalty.getLoyaltySettings(ctx, currentUser(request).tenantId),
  );

  r.post(
    '/',
    { schema: { body: ZLoyaltySettingsSchema, response: { 200: ZMessageResponseSchema } } },
    async (request) => {
      await loyalty.updateLoyaltySettings(ctx, currentUser(request), request.body);
      return { message: MEMBER_MSG.loyaltySaved };
    },
  );
}
