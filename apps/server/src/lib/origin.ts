import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';

export type TOriginPolicy = { publicUrl: string; trustProxy: boolean };

/** scheme://host[:port] as a browser writes it in an Origin header; undefined when it is not a URL. */
function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

const firstValue = (header: string | string[] | undefined) =>
  (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim() || undefined;

/** The origin the request was sent to: behind a trusted proxy, the one the proxy says the browser used. */
function ownOrigin(request: IncomingMessage, trustProxy: boolean): string | undefined {
  const forwardedProto = trustProxy ? firstValue(request.headers['x-forwarded-proto']) : undefined;
  const forwardedHost = trustProxy ? firstValue(request.headers['x-forwarded-host']) : undefined;
  const scheme = forwardedProto ?? ((request.socket as TLSSocket).encrypted ? 'https' : 'http');
  const host = forwardedHost ?? request.headers.host;
  return host ? originOf(`${scheme}://${host}`) : undefined;
}

/**
 * The one same-origin rule of the HTTP CSRF check and the Socket.IO handshake: the Origin header must be
 * exactly (scheme, host and port) the origin the request was sent to, or PUBLIC_URL's.
 */
export function isOwnOrigin(request: IncomingMessage, policy: TOriginPolicy): boolean {
  const origin = originOf(firstValue(request.headers.origin));
  if (!origin) return false;
  return origin === originOf(policy.publicUrl) || origin === ownOrigin(request, policy.trustProxy);
}

/**
 * The origin the browser uses for this app, to send it back there (a checkout's return): the request's
 * Origin when it is one the rule above accepts, else PUBLIC_URL's. Never an origin the request merely names.
 */
export function appOriginOf(request: IncomingMessage, policy: TOriginPolicy): string {
  const publicOrigin = originOf(policy.publicUrl) ?? policy.publicUrl;
  if (!isOwnOrigin(request, policy)) return publicOrigin;
  return originOf(firstValue(request.headers.origin)) ?? publicOrigin;
}
