import {
  QR_MSG,
  ZMessageResponseSchema,
  ZPlaceQrOrderSchema,
  ZQrCodeParamsSchema,
  ZQrMenuQuerySchema,
  ZQrMenuResponseSchema,
  ZQrSoldOutResponseSchema,
} from '@opentab/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MINUTE } from '../../lib/time.ts';
import { readIdempotencyKey, ZIdempotencyHeaders } from '../../plugins/idempotency.ts';
import { byIp, rateLimit } from '../../plugins/rate-limit.ts';
import * as qrmenu from './qrmenu.service.ts';

/**
 * Ordering limits. Per IP: a table orders a few times a meal, but diners on the restaurant's Wi-Fi share
 * one address, hence 20 rather than a handful. Per store: far above a real dining room's pace, low enough
 * that a flood cannot bury the POS.
 */
export const QR_ORDER_LIMITS = {
  perIp: { max: 20, windowMs: 10 * MINUTE },
  perStore: { max: 120, windowMs: 10 * MINUTE },
};
/** A QR cart is at most 50 small lines; 64 KB leaves room for the extra fields the web keeps on them. */
const QR_ORDER_BODY_LIMIT = 64 * 1024;

const qrCodeKey = (request: FastifyRequest) => (request.params as { qrcode?: string }).qrcode;

const qrOrderRateLimits = [
  rateLimit({
    name: 'qr-order-ip',
    ...QR_ORDER_LIMITS.perIp,
    key: byIp,
    message: QR_MSG.tooManyOrdersFromDevice,
  }),
  rateLimit({
    name: 'qr-order-store',
    ...QR_ORDER_LIMITS.perStore,
    key: qrCodeKey,
    message: QR_MSG.tooManyOrdersForStore,
  }),
];

/** /api/v1/qrmenu: the public QR menu and its cart's checkout. No session; the QR code is the key. */
export async function qrMenuRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  r.get(
    '/:qrcode',
    {
      schema: {
        params: ZQrCodeParamsSchema,
        querystring: ZQrMenuQuerySchema,
        response: { 200: ZQrMenuResponseSchema },
      },
    },
    async (request) => {
      return qrmenu.getQrMenu(ctx, request.params.qrcode, request.query.tableId?.trim() || undefined);
    },
  );

  // issue 27: the open menu's live sold-out items (it has no socket; docs/stock.md)
  r.get(
    '/:qrcode/sold-out',
    { schema: { params: ZQrCodeParamsSchema, response: { 200: ZQrSoldOutResponseSchema } } },
    async (request) => qrmenu.getQrSoldOut(ctx, request.params.qrcode),
  );

  r.post(
    '/:qrcode/place-order',
    {
      bodyLimit: QR_ORDER_BODY_LIMIT,
      preHandler: qrOrderRateLimits,
      schema: {
        params: ZQrCodeParamsSchema,
        body: ZPlaceQrOrderSchema,
        headers: ZIdempotencyHeaders,
        response: { 200: ZMessageResponseSchema },
      },
    },
    async (request) =>
      qrmenu.placeQrOrder(ctx, {
        qrCode: request.params.qrcode,
        input: request.body,
        idempotencyKey: readIdempotencyKey(request),
        path: request.routeOptions.url ?? request.url,
      }),
  );
}
