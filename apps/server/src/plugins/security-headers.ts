import type { FastifyInstance } from 'fastify';

const PAGE_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "base-uri 'self'",
  "font-src 'self' https: data:",
  "form-action 'self'",
  "frame-ancestors 'self'",
  "img-src 'self' data: blob:",
  // the staff app's manifest and its service worker (/sw.js, issue 25), from this origin only
  "manifest-src 'self'",
  "worker-src 'self'",
  "object-src 'none'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self' 'unsafe-inline'",
  "connect-src 'self' ws: wss:",
].join(';');

const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/** Pages, scripts, styles and photos: what the browser needs to render the app safely. */
export const PAGE_SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': PAGE_CONTENT_SECURITY_POLICY,
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': STRICT_TRANSPORT_SECURITY,
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
});

/**
 * API answers: JSON that is never rendered or framed, so the strictest policy; and never stored by the
 * browser, since it holds a restaurant's orders and customers and a POS tablet is shared by the staff.
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': STRICT_TRANSPORT_SECURITY,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
});

/**
 * The API reference page (/api/v1/docs): the API set, with a policy that lets it run its own bundled
 * script and styles and read the document from this origin. Nothing from another origin.
 */
export const DOCS_SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  ...API_SECURITY_HEADERS,
  'content-security-policy': [
    "default-src 'none'",
    "base-uri 'none'",
    "connect-src 'self'",
    "font-src 'self' data:",
    "form-action 'none'",
    "frame-ancestors 'none'",
    "img-src 'self' data:",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
  ].join('; '),
});

const DOCS_URL = /^\/api\/v1\/docs(?:[/?]|$)/;

function securityHeadersFor(url: string): Readonly<Record<string, string>> {
  if (!url.startsWith('/api/')) return PAGE_SECURITY_HEADERS;
  return DOCS_URL.test(url) ? DOCS_SECURITY_HEADERS : API_SECURITY_HEADERS;
}

/**
 * Security headers and the request id on every answer, set when the request arrives so errors carry them
 * too. Each set is one frozen object, built once (a helmet plugin rebuilt them on every request).
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(securityHeadersFor(request.url));
    reply.header('x-request-id', request.id);
    done();
  });
}
