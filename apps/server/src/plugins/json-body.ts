import { MSG } from '@opentab/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** a signed webhook: the body's bytes are kept as `request.rawBody` for the signature check */
    keepRawBody?: boolean;
    /** the message a body that is not JSON answers with (400), instead of MSG.invalidRequest */
    invalidJsonMessage?: string;
  }
  interface FastifyRequest {
    /** the JSON body exactly as sent, on a route whose config sets `keepRawBody` */
    rawBody?: Buffer;
  }
}

/** `fatal`: bytes that are not UTF-8 throw instead of becoming U+FFFD (the body is refused, not altered). */
const UTF8 = new TextDecoder('utf-8', { fatal: true });
/** The `charset` parameter of a Content-Type, quoted or not. */
const CHARSET_PARAMETER = /;\s*charset\s*=\s*(?:"([^"]*)"|([^;\s]*))/i;
const UTF8_NAMES = new Set(['utf-8', 'utf8']);

/** The body as text: declared (if at all) and encoded as UTF-8, which RFC 8259 requires of JSON. */
function decodeUtf8(contentType: string | undefined, body: Buffer): string {
  const charset = CHARSET_PARAMETER.exec(contentType ?? '');
  const name = charset ? (charset[1] ?? charset[2] ?? '') : 'utf-8';
  if (!UTF8_NAMES.has(name.toLowerCase())) throw new AppError('UNSUPPORTED_MEDIA_TYPE', MSG.utf8Required);
  try {
    return UTF8.decode(body);
  } catch {
    throw new AppError('VALIDATION', MSG.invalidUtf8);
  }
}

function parseJsonBody(request: FastifyRequest, body: Buffer): unknown {
  const { config } = request.routeOptions;
  if (config.keepRawBody) request.rawBody = body;
  const text = decodeUtf8(request.headers['content-type'], body);
  // An empty JSON body (a bodiless POST sent with a JSON content type) reads as {}.
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError('VALIDATION', config.invalidJsonMessage ?? MSG.invalidRequest);
  }
}

/**
 * The one JSON body parser of the whole app: every route's body is UTF-8 JSON, else it is refused before it
 * is parsed (415 for another declared charset, 400 for bytes that are not UTF-8), never read with
 * replacement characters in place of what was sent.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    try {
      done(null, parseJsonBody(request, body as Buffer));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
}
