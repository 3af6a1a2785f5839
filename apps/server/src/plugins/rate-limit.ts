import fastifyRateLimit from '@fastify/rate-limit';
import { MSG } from '@opentab/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { AppError } from '../lib/errors.ts';

export type TRateLimitRule = {
  name: string;
  max: number;
  windowMs: number;
  message?: string;
  /** what is counted (an IP, an account, a store); undefined: the call is not counted */
  key: (request: FastifyRequest) => string | undefined;
};

type TLimiter = ReturnType<FastifyInstance['createRateLimit']>;

/**
 * @fastify/rate-limit keeps the counts: fixed windows that start with their first hit, in Redis when the app
 * has it (one count per key for every process, expired by Redis itself), else in this process's memory.
 * No route is limited unless it lists a rule below as a preHandler.
 */
export async function registerRateLimits(app: FastifyInstance, redis: Redis | undefined): Promise<void> {
  await app.register(fastifyRateLimit, { global: false, redis, nameSpace: 'opentab:rl:' });
}

// One limiter per rule and app: an app's createRateLimit is a function of its own, tied to its store. The
// plugin names a limiter's Redis keys after its route, which a createRateLimit limiter has none of, so they
// read opentab:rl:undefinedundefined-<rule>:<key>; the rule's name keeps them apart.
const limiters = new WeakMap<FastifyInstance['createRateLimit'], Map<TRateLimitRule, TLimiter>>();

function limiterOf(app: FastifyInstance, rule: TRateLimitRule): TLimiter {
  let byRule = limiters.get(app.createRateLimit);
  if (!byRule) {
    byRule = new Map();
    limiters.set(app.createRateLimit, byRule);
  }
  let limiter = byRule.get(rule);
  if (!limiter) {
    limiter = app.createRateLimit({
      max: rule.max,
      timeWindow: rule.windowMs,
      keyGenerator: (request) => `${rule.name}:${rule.key(request)}`,
    });
    byRule.set(rule, limiter);
  }
  return limiter;
}

/**
 * A preHandler (after the body is read: a rule may count per account) that counts every call under the
 * rule's key and answers 429 with the rule's message and Retry-After past `max` in the window. A route may
 * list several; each counts on its own.
 */
export function rateLimit(rule: TRateLimitRule) {
  return async (request: FastifyRequest) => {
    if (rule.key(request) === undefined) return;
    const result = await limiterOf(request.server, rule)(request);
    if (!result.isAllowed && result.isExceeded) {
      throw new AppError('RATE_LIMITED', rule.message ?? MSG.tooManyRequests, {
        retryAfterSeconds: result.ttlInSeconds,
      });
    }
  };
}

export const byIp = (request: FastifyRequest) => request.ip;
