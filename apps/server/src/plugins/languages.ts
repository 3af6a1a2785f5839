import { parseAcceptLanguage, pickLanguage, SOURCE_LANGUAGE, type TLanguage } from '@opentab/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TMessageValues } from '../lib/errors.ts';
import { translate } from '../lib/translate.ts';

/**
 * The language of a call's answer (issue 24): the signed-in user's (their own, else their store's), otherwise
 * the caller's `Accept-Language`; English for a language we do not speak.
 */
function requestLanguage(request: FastifyRequest): TLanguage {
  const session = request.sessionCache;
  if (session?.kind === 'user') return session.language;
  const header = request.headers['accept-language'];
  return header ? pickLanguage(parseAcceptLanguage(header)) : SOURCE_LANGUAGE;
}

/** The values of the message a request answers with, kept beside the request until the answer leaves. */
const valuesOf = new WeakMap<FastifyRequest, { message: string; values: TMessageValues }>();

/**
 * An answer's message with values (ARCHITECTURE.md, "Server messages"): returns the ICU key for the answer's
 * `message`, and keeps its values until the answer leaves, filled in in the caller's language (English too).
 * `return { message: messageWith(request, POS_MSG.ordersMoved, { table }) }`; an AppError carries its own
 * values (`new AppError('VALIDATION', MSG.itemUnavailable, { values: { title } })`) and comes through here.
 */
export function messageWith(request: FastifyRequest, message: string, values: TMessageValues): string {
  valuesOf.set(request, { message, values });
  return message;
}

/**
 * Every answer's `message` (a success text, an error, a validation message) leaves in the caller's language,
 * with its values in place. Codes (`code`) and field names stay as they are, so clients can rely on them.
 */
export function registerLanguages(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request, reply, payload: unknown) => {
    if (!payload || typeof payload !== 'object' || !('message' in payload)) return payload;
    const { message } = payload as { message: unknown };
    if (typeof message !== 'string') return payload;
    const withValues = valuesOf.get(request);
    // only the message they were given for: an error raised after a success message was chosen has its own
    const values = withValues?.message === message ? withValues.values : undefined;
    const language = requestLanguage(request);
    if (language === SOURCE_LANGUAGE && !values) return payload;
    if (language !== SOURCE_LANGUAGE) reply.header('content-language', language);
    return { ...payload, message: translate(language, message, values) };
  });
}
