import {
  DISPLAY_MSG,
  ZCustomerDisplayResponseSchema,
  ZMessageResponseSchema,
  ZOrderStatusBoardResponseSchema,
  ZPairDisplaySchema,
  ZPairingCodeResponseSchema,
} from '@opentab/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MINUTE } from '../../lib/time.ts';
import { currentUser } from '../../plugins/auth.ts';
import { rateLimit } from '../../plugins/rate-limit.ts';
import * as displays from './displays.service.ts';

// A code is one of a million and lives 10 minutes: a few tries per display and per store keep guessing hopeless.
const pairingWindow = { windowMs: 10 * MINUTE, message: DISPLAY_MSG.tooManyPairingAttempts };
const sessionOf = (request: FastifyRequest) =>
  request.sessionCache?.kind === 'user' ? request.sessionCache : undefined;
const pairPerDevice = rateLimit({
  name: 'display-pair-device',
  max: 10,
  ...pairingWindow,
  key: (request) => sessionOf(request)?.deviceId,
});
const pairPerStore = rateLimit({
  name: 'display-pair-store',
  max: 30,
  ...pairingWindow,
  key: (request) => sessionOf(request)?.tenantId,
});

/** /api/v1/displays: the guest screens (issue 26; docs/api-displays.md). */
export async function displaysRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  r.get(
    '/order-status',
    { schema: { response: { 200: ZOrderStatusBoardResponseSchema } } },
    async (request) => displays.getOrderStatusBoard(ctx, currentUser(request).tenantId),
  );

  r.post(
    '/customer/pairing-code',
    { schema: { response: { 200: ZPairingCodeResponseSchema } } },
    async (request) => displays.createPairingCode(ctx, currentUser(request)),
  );

  r.get('/customer', { schema: { response: { 200: ZCustomerDisplayResponseSchema } } }, async (request) =>
    displays.getCustomerDisplay(ctx, currentUser(request)),
  );

  r.post(
    '/customer/pair',
    {
      schema: { body: ZPairDisplaySchema, response: { 200: ZMessageResponseSchema } },
      preHandler: [pairPerDevice, pairPerStore],
    },
    async (request) => {
      await displays.pairDisplay(ctx, currentUser(request), request.body.code);
      return { message: DISPLAY_MSG.displayPaired };
    },
  );

  r.post('/customer/unpair', { schema: { response: { 200: ZMessageResponseSchema } } }, async (request) => {
    await displays.unpairDisplay(ctx, currentUser(request));
    return { message: DISPLAY_MSG.displayUnpaired };
  });
}
