import { MSG } from '@opentab/shared';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../lib/errors.ts';

/*
 * The HTTP part of idempotency: the header, its validation and its OpenAPI description. What a key does
 * (stored answers, replays, their lifetime) belongs to the order placement module
 * (modules/orders/placement/idempotency.ts), which routes hand the key to as a plain string.
 */

const IDEMPOTENCY_HEADER = 'idempotency-key';
const KEY_PATTERN = /^[\w.:-]{1,100}$/;

/**
 * The Idempotency-Key header of the calls that create orders, as their route schema: validated with the
 * request and listed as a header parameter in the OpenAPI document. Other headers pass through untouched.
 */
export const ZIdempotencyHeaders = z.looseObject({
  [IDEMPOTENCY_HEADER]: z
    .string()
    .regex(KEY_PATTERN, MSG.invalidRequest)
    .optional()
    .describe(
      'Up to 100 letters, digits and . _ : -. A retry with the same key and body within 24 hours answers the ' +
        'first answer again and creates nothing; the same key with another body answers 422.',
    ),
});

export function readIdempotencyKey(request: FastifyRequest): string | undefined {
  const value = request.headers[IDEMPOTENCY_HEADER];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !KEY_PATTERN.test(value))
    throw new AppError('VALIDATION', MSG.invalidRequest);
  return value;
}
