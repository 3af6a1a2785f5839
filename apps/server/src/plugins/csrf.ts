import { MSG } from '@opentab/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/errors.ts';
import { isOwnOrigin, type TOriginPolicy } from '../lib/origin.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** multipart uploads and signed webhooks opt out of the JSON rule; the Origin rule still applies to uploads */
    allowMultipart?: boolean;
    skipCsrf?: boolean;
  }
}

/**
 * Cookies are SameSite=Lax, and on top of that every mutating API call must come from our own origin (the
 * full origin: scheme, host and port) and carry JSON (a cross-site form can send neither).
 */
export function registerCsrfProtection(app: FastifyInstance, policy: TOriginPolicy): void {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    const config = request.routeOptions.config;
    if (config?.skipCsrf) return;

    if (!isOwnOrigin(request.raw, policy)) throw new AppError('FORBIDDEN', MSG.badOrigin);

    const contentType = request.headers['content-type'];
    if (!contentType) return; // bodiless calls such as sign-out and DELETE
    const isJson = /^application\/json\b/i.test(contentType);
    const isMultipart = /^multipart\/form-data\b/i.test(contentType);
    if (!isJson && !(isMultipart && config?.allowMultipart)) {
      throw new AppError('VALIDATION', MSG.jsonRequired);
    }
  });
}
