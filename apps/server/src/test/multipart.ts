import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { TEST_ORIGIN, type TestClient, type TResponse } from './harness.ts';

export type TPart = { name: string; filename?: string; contentType?: string; data: Buffer | string };

/** A multipart/form-data body built by hand, as a browser's FormData would send it. */
function multipartBody(parts: TPart[]): { payload: Buffer; contentType: string } {
  const boundary = `----opentab${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.filename
      ? `form-data; name="${part.name}"; filename="${part.filename}"`
      : `form-data; name="${part.name}"`;
    const headers = [`Content-Disposition: ${disposition}`];
    if (part.contentType) headers.push(`Content-Type: ${part.contentType}`);
    chunks.push(Buffer.from(`--${boundary}\r\n${headers.join('\r\n')}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** POSTs a multipart body with the client's cookies and our Origin. */
export async function postMultipart<T = Record<string, unknown>>(
  app: FastifyInstance,
  client: TestClient | undefined,
  url: string,
  parts: TPart[],
  headers: Record<string, string> = {},
): Promise<TResponse<T>> {
  const { payload, contentType } = multipartBody(parts);
  const res = await app.inject({
    method: 'POST',
    url,
    headers: {
      origin: TEST_ORIGIN,
      'content-type': contentType,
      ...(client?.cookies.size ? { cookie: client.cookieHeader() } : {}),
      ...headers,
    },
    payload,
  });
  return { status: res.statusCode, body: (res.body ? JSON.parse(res.body) : {}) as T, headers: res.headers };
}
