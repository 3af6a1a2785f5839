import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { createStripeProvider } from '../modules/billing/stripe-provider.ts';
import { createTestApp } from './harness.ts';

/** The Stripe settings billing tests run with: the SDK is real, nothing reaches Stripe. */
export const STRIPE_TEST_ENV = {
  STRIPE_SECRET_KEY: 'sk_test_offline_opentab',
  STRIPE_WEBHOOK_SECRET: 'whsec_test_offline_opentab',
  STRIPE_PRICE_ID: 'price_test_opentab_monthly',
};

const FIXTURES = path.join(import.meta.dirname, '../modules/billing/fixtures');
const stripe = new Stripe(STRIPE_TEST_ENV.STRIPE_SECRET_KEY);
const seconds = (iso: string | number) =>
  Math.floor((typeof iso === 'number' ? iso : Date.parse(iso)) / 1000);

export type TEventFields = {
  tenantId: string;
  subscriptionId: string;
  customerId?: string;
  /** Stripe's event time (ms or ISO): decides which of two out-of-order events is newer */
  created: number | string;
  eventId?: string;
};

let eventCounter = 0;

/** A recorded payload with its placeholders filled: `"{{X}}"` becomes a JSON value, `{{X}}` inside text a string. */
function fill(
  file: string,
  values: Record<string, string | number | boolean | null>,
): Record<string, unknown> {
  let text = readFileSync(path.join(FIXTURES, file), 'utf8');
  for (const [key, value] of Object.entries(values)) {
    text = text.replaceAll(`"{{${key}}}"`, JSON.stringify(value)).replaceAll(`{{${key}}}`, String(value));
  }
  const left = text.match(/\{\{[A-Z_]+\}\}/);
  if (left) throw new Error(`${file}: ${left[0]} was not filled`);
  return JSON.parse(text);
}

function common(fields: TEventFields) {
  eventCounter += 1;
  return {
    EVENT_ID: fields.eventId ?? `evt_test_${Date.now()}_${eventCounter}`,
    CREATED: seconds(fields.created),
    TENANT_ID: fields.tenantId,
    SUBSCRIPTION_ID: fields.subscriptionId,
    CUSTOMER_ID: fields.customerId ?? 'cus_test_opentab',
  };
}

export const stripeEvents = {
  checkoutCompleted: (fields: TEventFields) =>
    fill('checkout.session.completed.json', {
      ...common(fields),
      CREATED_PLUS_DAY: seconds(fields.created) + 86_400,
    }),
  subscription: (
    fields: TEventFields & {
      type:
        | 'customer.subscription.created'
        | 'customer.subscription.updated'
        | 'customer.subscription.deleted';
      status: string;
      periodStart: string;
      periodEnd: string;
    },
  ) => {
    const canceled = fields.status === 'canceled';
    return fill('customer.subscription.json', {
      ...common(fields),
      TYPE: fields.type,
      STATUS: fields.status,
      PERIOD_START: seconds(fields.periodStart),
      PERIOD_END: seconds(fields.periodEnd),
      CANCELED_AT: canceled ? seconds(fields.created) : null,
      ENDED_AT: canceled ? seconds(fields.created) : null,
      CANCEL_REASON: canceled ? 'cancellation_requested' : null,
    });
  },
  invoice: (
    fields: TEventFields & {
      type: 'invoice.paid' | 'invoice.payment_failed';
      billingReason: 'subscription_create' | 'subscription_cycle';
      periodStart: string;
      periodEnd: string;
    },
  ) => {
    const paid = fields.type === 'invoice.paid';
    return fill('invoice.json', {
      ...common(fields),
      TYPE: fields.type,
      INVOICE_KEY: `test${seconds(fields.periodStart)}`,
      BILLING_REASON: fields.billingReason,
      PERIOD_START: seconds(fields.periodStart),
      PERIOD_END: seconds(fields.periodEnd),
      AMOUNT_PAID: paid ? 500 : 0,
      AMOUNT_REMAINING: paid ? 0 : 500,
      PAID: paid,
      INVOICE_STATUS: paid ? 'paid' : 'open',
      NEXT_ATTEMPT: paid ? null : seconds(fields.created) + 3 * 86_400,
    });
  },
};

/** Posts an event as Stripe does: the raw JSON with its Stripe-Signature (Stripe's own test helper). */
export async function postWebhook(
  app: FastifyInstance,
  event: Record<string, unknown>,
  options: {
    secret?: string;
    signature?: string | null;
    body?: string;
    /** the signed time (Unix seconds); now by default */
    timestamp?: number;
  } = {},
) {
  const payload = JSON.stringify(event);
  const signature =
    options.signature === undefined
      ? stripe.webhooks.generateTestHeaderString({
          payload,
          secret: options.secret ?? STRIPE_TEST_ENV.STRIPE_WEBHOOK_SECRET,
          ...(options.timestamp === undefined ? {} : { timestamp: options.timestamp }),
        })
      : options.signature;
  // Stripe's servers send no Origin and no cookies.
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/stripe-webhook',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(signature !== null ? { 'stripe-signature': signature } : {}),
    },
    payload: options.body ?? payload,
  });
  return { status: res.statusCode, body: res.json() as Record<string, unknown> };
}

type TStripeCall = { method: string; path: string; form: URLSearchParams };
/** A subscription as the stand-in holds it: what GET /v1/subscriptions/{id} answers. */
type TStandInSubscription = { status: string; periodStart: string; periodEnd: string };

/**
 * A stand-in for Stripe's API on 127.0.0.1 that records each call: enough for the calls billing makes (a
 * Checkout session, a subscription cancel, a subscription read from `subscriptions`, which a test fills), so
 * the real SDK is exercised offline.
 */
async function startStripeStandIn() {
  const calls: TStripeCall[] = [];
  const subscriptions = new Map<string, TStandInSubscription>();
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stripe.local');
      calls.push({ method: req.method ?? '', path: url.pathname, form: new URLSearchParams(body) });
      res.setHeader('content-type', 'application/json');
      const now = Math.floor(Date.now() / 1000);
      if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
        res.end(
          JSON.stringify({
            id: 'cs_test_standin',
            object: 'checkout.session',
            url: 'https://checkout.stripe.com/c/pay/cs_test_standin',
          }),
        );
        return;
      }
      const read = url.pathname.match(/^\/v1\/subscriptions\/([\w]+)$/);
      const held = read?.[1] ? subscriptions.get(read[1]) : undefined;
      if (req.method === 'GET' && read && held) {
        res.end(
          JSON.stringify({
            id: read[1],
            object: 'subscription',
            customer: 'cus_test_opentab',
            status: held.status,
            items: {
              object: 'list',
              data: [
                {
                  current_period_start: seconds(held.periodStart),
                  current_period_end: seconds(held.periodEnd),
                },
              ],
            },
          }),
        );
        return;
      }
      const cancel = url.pathname.match(/^\/v1\/subscriptions\/([\w]+)$/);
      if (req.method === 'DELETE' && cancel) {
        res.end(
          JSON.stringify({
            id: cancel[1],
            object: 'subscription',
            customer: 'cus_test_opentab',
            status: 'canceled',
            canceled_at: now,
            items: {
              object: 'list',
              data: [{ current_period_start: now - 86_400, current_period_end: now + 29 * 86_400 }],
            },
          }),
        );
        return;
      }
      res.statusCode = 404;
      res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'not stood in for' } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    calls,
    subscriptions,
    api: { host: '127.0.0.1', port, protocol: 'http' as const },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A test app billing through Stripe: the real SDK and webhook checks, its API calls answered by the stand-in.
 * `close` ends both.
 */
export async function createStripeTestApp() {
  const t = await createTestApp(STRIPE_TEST_ENV);
  const standIn = await startStripeStandIn();
  t.app.ctx.billing = createStripeProvider(
    {
      secretKey: STRIPE_TEST_ENV.STRIPE_SECRET_KEY,
      webhookSecret: STRIPE_TEST_ENV.STRIPE_WEBHOOK_SECRET,
      priceId: STRIPE_TEST_ENV.STRIPE_PRICE_ID,
    },
    standIn.api,
  );
  const close = async () => {
    await standIn.close();
    await t.close();
  };
  return { t, standIn, close };
}
