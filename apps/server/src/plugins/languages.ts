import { parseAcceptLanguage, pickLanguage, SOURCE_LANGUAGE, type TLanguage } from '@opentab/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { translate } from '../lib/translate.ts';

/**
 * The language of a call's answer (issue 24): the signed-in user's (their own, else their store's), otherwise
 * the caller's `Accept-Language`; English for a language we do not speak.
 */
export function requestLanguage(request: FastifyRequest): TLanguage {
  const session = request.sessionCache;
  if (session?.kind === 'user') return session.language;
  const header = request.headers['accept-language'];
  return header ? pickLanguage(parseAcceptLanguage(header)) : SOURCE_LANGUAGE;
}

/**
 * Every answer's `message` (a success text, an error, a validation message) leaves in the caller's language.
 * Codes (`code`) and field names stay as they are, so clients can rely on them.
 */
export function registerLanguages(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request, reply, payload: unknown) => {
    if (!payload || typeof payload !== 'object' || !('message' in payload)) return payload;
    const { message } = payload as { message: unknown };
    if (typeof message !== 'string') return payload;
    const language = requestLanguage(request);
    if (language === SOURCE_LANGUAGE) return payload;
    reply.header('content-language', language);
    return { ...payload, message: translate(language, message) };
  });
}
