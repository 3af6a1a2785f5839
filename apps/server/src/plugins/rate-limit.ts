import { MSG } from '@opentab/shared';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors.ts';

export type TRateLimitRule = {
  name: string;
  max: number;
  windowMs: number;
  message?: string;
  key: (request: FastifyRequest) => string | undefined;
};

/** A preHandler that counts every call under the rule's key and answers 429 past `max` in the window. */
export function rateLimit(rule: TRateLimitRule) {
  return async (request: FastifyRequest) => {
    const key = rule.key(request);
    if (!key) return;
    const { count, resetInMs } = await request.server.ctx.counters.hit(`${rule.name}:${key}`, rule.windowMs);
    if (count > rule.max) {
      throw new AppError('RATE_LIMITED', rule.message ?? MSG.tooManyRequests, {
        retryAfterSeconds: Math.ceil(resetInMs / 1000),
      });
    }
  };
}

export const byIp = (request: FastifyRequest) => request.ip;
