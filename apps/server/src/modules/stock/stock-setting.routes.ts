import {
  STOCK_MSG,
  ZMessageResponseSchema,
  ZStockSettingResponseSchema,
  ZStockSettingSchema,
} from '@opentab/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import { presentStockSetting } from '../../presenters/stock-setting.ts';
import * as stockSetting from './stock-setting.service.ts';

/** /api/v1/settings/store-setting/stock (issue 27): what happens when an order needs more stock than is on hand. */
export async function stockSettingRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  r.get('/', { schema: { response: { 200: ZStockSettingResponseSchema } } }, async (request) =>
    presentStockSetting(await stockSetting.getStockShortPolicy(ctx, currentUser(request).tenantId)),
  );

  r.post(
    '/',
    { schema: { body: ZStockSettingSchema, response: { 200: ZMessageResponseSchema } } },
    async (request) => {
      await stockSetting.updateStockShortPolicy(ctx, currentUser(request), request.body);
      return { message: STOCK_MSG.stockSettingSaved };
    },
  );
}
