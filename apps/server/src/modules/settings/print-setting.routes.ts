import {
  MSG,
  ZMessageResponseSchema,
  ZPrintSettingResponseSchema,
  ZPrintSettingSchema,
} from '@opentab/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import { presentPrintSetting } from '../../presenters/print-setting.ts';
import * as printSettings from './print-setting.service.ts';

/** /api/v1/settings/print-setting */
export async function printSettingRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  r.get('/', { schema: { response: { 200: ZPrintSettingResponseSchema } } }, async (request) => {
    const row = await printSettings.getPrintSettings(ctx, currentUser(request).tenantId);
    return presentPrintSetting(row);
  });

  r.post(
    '/',
    { schema: { body: ZPrintSettingSchema, response: { 200: ZMessageResponseSchema } } },
    async (request) => {
      await printSettings.updatePrintSettings(ctx, currentUser(request).tenantId, request.body);
      return { message: MSG.printSettingsSaved };
    },
  );
}
