import {
  MSG,
  ZMessageResponseSchema,
  ZServiceChargeResponseSchema,
  ZServiceChargeSchema,
} from '@opentab/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import { presentServiceCharge } from '../../presenters/service-charge.ts';
import * as serviceCharge from './service-charge.service.ts';

/** /api/v1/settings/store-setting/service-charge (issue 23; the spec source system's calls). */
export async function serviceChargeRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  r.get('/', { schema: { response: { 200: ZServiceChargeResponseSchema } } }, async (request) =>
    presentServiceCharge(await serviceCharge.getServiceCharge(ctx, currentUser(request).tenantId)),
  );

  r.post(
    '/',
    { schema: { body: ZServiceChargeSchema, response: { 200: ZMessageResponseSchema } } },
    async (request) => {
      await serviceCharge.updateServiceCharge(ctx, currentUser(request), request.body);
      return { message: MSG.serviceChargeSaved };
    },
  );
}
