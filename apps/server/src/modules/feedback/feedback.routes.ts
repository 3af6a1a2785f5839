import {
  FEEDBACK_MSG,
  ZFeedbackFilterQuerySchema,
  ZFeedbackListResponseSchema,
  ZFeedbackResponseSchema,
  ZFeedbackSchema,
  ZFeedbackSearchSchema,
  ZFeedbackSummaryResponseSchema,
  ZFeedbackTokenParamsSchema,
  ZIdParamsSchema,
  ZInvoiceFeedbackResponseSchema,
  ZMessageResponseSchema,
  ZPublicFeedbackResponseSchema,
  ZQrCodeParamsSchema,
} from '@opentab/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MINUTE } from '../../lib/time.ts';
import { currentUser } from '../../plugins/auth.ts';
import { byIp, rateLimit } from '../../plugins/rate-limit.ts';
import * as feedback from './feedback.service.ts';

/**
 * Public limits per IP. Sending: a bill is rated once, but diners on the restaurant's Wi-Fi share one address,
 * and a busy room pays many bills in ten minutes: 20, as QR orders. Reading the page: more, since a phone
 * reloads it; far below anything that could find a 128-bit token by guessing.
 */
export const FEEDBACK_LIMITS = {
  send: { max: 20, windowMs: 10 * MINUTE },
  read: { max: 120, windowMs: 10 * MINUTE },
};
/** A feedback is a few ratings and a comment of at most 1,000 characters. */
const FEEDBACK_BODY_LIMIT = 16 * 1024;

const sendLimit = rateLimit({
  name: 'feedback-send-ip',
  ...FEEDBACK_LIMITS.send,
  key: byIp,
  message: FEEDBACK_MSG.tooManyFromDevice,
});
const readLimit = rateLimit({
  name: 'feedback-read-ip',
  ...FEEDBACK_LIMITS.read,
  key: byIp,
  message: FEEDBACK_MSG.tooManyFromDevice,
});

/** /api/v1/qrmenu/{qrcode}/feedback: a guest's feedback on a paid visit. No session; the token is the key. */
export async function publicFeedbackRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  r.get(
    '/:qrcode/feedback/:token',
    {
      preHandler: readLimit,
      schema: { params: ZFeedbackTokenParamsSchema, response: { 200: ZPublicFeedbackResponseSchema } },
    },
    async (request) =>
      feedback.getPublicFeedback(ctx, { qrCode: request.params.qrcode, token: request.params.token }),
  );

  r.post(
    '/:qrcode/feedback',
    {
      bodyLimit: FEEDBACK_BODY_LIMIT,
      preHandler: sendLimit,
      schema: {
        params: ZQrCodeParamsSchema,
        body: ZFeedbackSchema,
        response: { 200: ZMessageResponseSchema },
      },
    },
    async (request) => feedback.submitFeedback(ctx, { qrCode: request.params.qrcode, input: request.body }),
  );
}

/** /api/v1/feedback: the back office's feedback list, search and summary. */
export async function feedbackRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  r.get('/', { schema: { response: { 200: ZFeedbackResponseSchema } } }, async (request) =>
    feedback.getRecentFeedback(ctx, currentUser(request).tenantId),
  );

  r.get(
    '/filter',
    { schema: { querystring: ZFeedbackFilterQuerySchema, response: { 200: ZFeedbackListResponseSchema } } },
    async (request) => feedback.listFeedback(ctx, currentUser(request).tenantId, request.query),
  );

  r.get(
    '/search',
    { schema: { querystring: ZFeedbackSearchSchema, response: { 200: ZFeedbackListResponseSchema } } },
    async (request) => feedback.searchFeedback(ctx, currentUser(request).tenantId, request.query.q),
  );

  r.get(
    '/summary',
    {
      schema: { querystring: ZFeedbackFilterQuerySchema, response: { 200: ZFeedbackSummaryResponseSchema } },
    },
    async (request) => feedback.summarizeFeedbackOf(ctx, currentUser(request).tenantId, request.query),
  );

  r.get(
    '/invoice/:id',
    { schema: { params: ZIdParamsSchema, response: { 200: ZInvoiceFeedbackResponseSchema } } },
    async (request) => feedback.getInvoiceFeedback(ctx, currentUser(request).tenantId, request.params.id),
  );
}
