import { existsSync } from 'node:fs';
import path from 'node:path';
import { MEMBER_MSG, MSG } from '@opentab/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors.ts';
import { SESSION_COOKIES } from '../lib/session/cookies.ts';
import { createFirstLoadPages } from './first-load-pages.ts';
import { messageWith } from './languages.ts';

/** One place that turns every failure into `{ message }` with the status of DESIGN section 4. */
export function registerErrorHandling(app: FastifyInstance, webDist: string | undefined): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds));
      const message = error.values ? messageWith(request, error.message, error.values) : error.message;
      const body = error.answerCode ? { message, code: error.answerCode } : { message };
      return reply.status(error.status).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      return reply.status(400).send({ message: first?.message ?? MSG.invalidRequest });
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || error.statusCode === 413) {
      return reply.status(413).send({ message: MSG.payloadTooLarge });
    }
    if (
      error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ||
      error.code === 'FST_ERR_CTP_INVALID_CONTENT_LENGTH'
    ) {
      return reply.status(400).send({ message: MSG.jsonRequired });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Fastify's own client errors (bad JSON and the like): their text is safe to show.
      return reply
        .status(error.statusCode)
        .send({ message: error.statusCode === 400 ? MSG.invalidRequest : error.message });
    }
    if (isPointsBelowZero(error)) {
      // two tills spent the same points at once: each checked the balance, the ledger refused the second write
      return reply.status(400).send({ message: messageWith(request, MEMBER_MSG.redeemOverBalance, {}) });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: MSG.somethingWrong });
  });

  const indexHtml = webDist ? path.join(webDist, 'index.html') : undefined;
  const hasSpa = indexHtml !== undefined && existsSync(indexHtml);
  // The diners' QR pages are their own small entry (no back-office code), so phones load little.
  const hasQrEntry = webDist !== undefined && existsSync(path.join(webDist, 'qr.html'));
  const firstLoadPage = webDist
    ? createFirstLoadPages(webDist)
    : async (_path: string, _signedIn: boolean) => undefined;
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url;
    if (url.startsWith('/api/') || url === '/api' || url.startsWith('/socket.io') || !hasSpa) {
      return reply.status(404).send({ message: MSG.notFound });
    }
    // A missing file (favicon.ico, an old hashed asset) is a 404, not the app's page.
    const lastSegment = url.split('?')[0]?.split('/').pop() ?? '';
    if ((request.method !== 'GET' && request.method !== 'HEAD') || lastSegment.includes('.')) {
      return reply.status(404).send({ message: MSG.notFound });
    }
    // Client-side routes: the SPA decides what to render.
    const page =
      hasQrEntry && (url === '/m' || url.startsWith('/m/') || url.startsWith('/m?'))
        ? 'qr.html'
        : 'index.html';
    reply.header('cache-control', 'no-cache');
    // The page's preloads depend on the session cookie: a cache keeps one copy per cookie, never a signed-in
    // browser's for a visitor.
    if (page === 'index.html') reply.header('vary', 'Cookie');
    // The app's chunks preloaded (not on the login page, which draws without them), and for a signed-in
    // browser (the readable session cookie) a budgeted page's own chunks and data too.
    const isSignedIn = Boolean(request.cookies[SESSION_COOKIES.user.authenticated]);
    const withPreloads =
      page === 'index.html' ? await firstLoadPage(url.split('?')[0] ?? url, isSignedIn) : undefined;
    if (withPreloads) return reply.type('text/html; charset=utf-8').send(withPreloads);
    return reply.sendFile(page);
  });
}

/** The member points ledger's refusal (its trigger, migration 0032), the same words on both databases. */
const POINTS_BELOW_ZERO = 'member points cannot go below zero';

function isPointsBelowZero(error: Error): boolean {
  return typeof error.message === 'string' && error.message.includes(POINTS_BELOW_ZERO);
}
