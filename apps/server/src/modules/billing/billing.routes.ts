import {
  BILLING_MSG,
  ZCancelSubscriptionSchema,
  ZCheckoutSchema,
  ZCheckoutUrlResponseSchema,
  ZLocalCheckoutResponseSchema,
  ZLocalCheckoutSchema,
  ZMessageResponseSchema,
  ZStripeWebhookSchema,
  ZSubscriptionDetailsResponseSchema,
  ZWebhookResponseSchema,
} from '@opentab/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { WebhookSignatureError } from '../../lib/billing-provider.ts';
import { AppError } from '../../lib/errors.ts';
import { appOriginOf } from '../../lib/origin.ts';
import { currentUser } from '../../plugins/auth.ts';
import * as billing from './billing.service.ts';

/** Stripe's webhook: the app's JSON parser keeps its raw bytes for the signature check (keepRawBody). */
async function webhookRoute(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  app.withTypeProvider<ZodTypeProvider>().post(
    '/stripe-webhook',
    {
      // Stripe calls from its servers: no Origin, no session; the signature is the check.
      config: { skipCsrf: true, keepRawBody: true, invalidJsonMessage: BILLING_MSG.webhookInvalid },
      schema: { body: ZStripeWebhookSchema, response: { 200: ZWebhookResponseSchema } },
    },
    async (request) => {
      try {
        await billing.receiveWebhook(
          ctx,
          request.rawBody ?? Buffer.alloc(0),
          request.headers['stripe-signature'] as string | undefined,
        );
      } catch (error) {
        if (error instanceof WebhookSignatureError)
          throw new AppError('VALIDATION', BILLING_MSG.webhookInvalid);
        throw error;
      }
      return { received: true as const };
    },
  );
}

/** /api/v1/auth: the subscription calls (paths as the system the spec was drawn from names them). */
export async function billingRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  await app.register(webhookRoute);

  r.post(
    '/stripe-product-lookup',
    { schema: { body: ZCheckoutSchema, response: { 200: ZCheckoutUrlResponseSchema } } },
    async (request) =>
      billing.createCheckout(ctx, currentUser(request), {
        appOrigin: appOriginOf(request.raw, {
          publicUrl: ctx.config.publicUrl,
          trustProxy: ctx.config.trustProxy,
        }),
        returnPath: request.body?.returnPath,
      }),
  );

  r.get(
    '/subscription-details',
    { schema: { response: { 200: ZSubscriptionDetailsResponseSchema } } },
    async (request) => billing.getSubscriptionDetails(ctx, currentUser(request)),
  );

  r.post(
    '/cancel-subscription',
    { schema: { body: ZCancelSubscriptionSchema, response: { 200: ZMessageResponseSchema } } },
    async (request) => {
      await billing.cancelSubscription(ctx, currentUser(request), request.body?.subscription_id);
      return { message: BILLING_MSG.subscriptionCancelled };
    },
  );

  r.get(
    '/local-checkout',
    { schema: { querystring: ZLocalCheckoutSchema, response: { 200: ZLocalCheckoutResponseSchema } } },
    async (request) => billing.getLocalCheckout(ctx, currentUser(request), request.query.session),
  );

  r.post(
    '/local-checkout/complete',
    { schema: { body: ZLocalCheckoutSchema, response: { 200: ZMessageResponseSchema } } },
    async (request) => {
      await billing.completeLocalCheckout(ctx, currentUser(request), request.body.session);
      return { message: BILLING_MSG.subscriptionCreated };
    },
  );
}
