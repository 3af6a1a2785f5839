import {
  ZAddonSchema,
  ZCreatedResponseSchema,
  ZMenuOptionItemParamsSchema,
  ZMenuOptionParamsSchema,
  ZMessageResponseSchema,
  ZVariantSchema,
} from '@opentab/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import * as options from './menu-options.service.ts';

const SCHEMAS = { variants: ZVariantSchema, addons: ZAddonSchema } as const;
const message = { response: { 200: ZMessageResponseSchema } };

/** /api/v1/menu-items/variants/{itemId}/... and /api/v1/menu-items/addons/{itemId}/... */
export async function menuOptionRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  for (const kind of ['variants', 'addons'] as const) {
    const texts = options.OPTION_KINDS[kind];
    const body = SCHEMAS[kind];

    r.post(
      `/${kind}/:itemId/add`,
      { schema: { params: ZMenuOptionItemParamsSchema, body, response: { 200: ZCreatedResponseSchema } } },
      async (request) => {
        const key = { tenantId: currentUser(request).tenantId, itemId: request.params.itemId };
        const id = await options.addOption(ctx, kind, { key, input: request.body });
        return { message: texts.added, id };
      },
    );

    r.post(
      `/${kind}/:itemId/update/:optionId`,
      { schema: { params: ZMenuOptionParamsSchema, body, ...message } },
      async (request) => {
        const actor = currentUser(request);
        const key = { tenantId: actor.tenantId, ...request.params };
        await options.updateOption(ctx, kind, { actor, key, input: request.body });
        return { message: texts.updated };
      },
    );

    r.delete(
      `/${kind}/:itemId/delete/:optionId`,
      { schema: { params: ZMenuOptionParamsSchema, ...message } },
      async (request) => {
        const actor = currentUser(request);
        const key = { tenantId: actor.tenantId, ...request.params };
        await options.deleteOption(ctx, kind, { actor, key });
        return { message: texts.deleted };
      },
    );
  }
}
