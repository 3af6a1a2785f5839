import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../test/harness.ts';
import { API_SECURITY_HEADERS, DOCS_SECURITY_HEADERS } from './security-headers.ts';

type TOperation = {
  tags?: string[];
  description?: string;
  security?: Record<string, string[]>[];
  parameters?: { in: string; name: string; required?: boolean }[];
  requestBody?: unknown;
  responses?: Record<string, unknown>;
};
type TDocument = {
  openapi: string;
  info: { title: string; version: string };
  servers: { url: string }[];
  paths: Record<string, Record<string, TOperation>>;
  components: { securitySchemes: Record<string, { type: string; in: string; name: string }> };
};

let t: TTestApp;
let doc: TDocument;
beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({ url: '/api/v1/openapi.json' });
  expect(res.statusCode).toBe(200);
  doc = res.json();
});
afterAll(async () => {
  await t.close();
});

const operation = (method: string, path: string): TOperation => {
  const found = doc.paths[path]?.[method];
  if (!found) throw new Error(`${method} ${path} is not in the document`);
  return found;
};

describe('the OpenAPI document', () => {
  it('is an OpenAPI 3.1 document of the /api/v1 calls, paths as the spec writes them', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toBe('OpenTab API');
    expect(doc.servers).toEqual([{ url: '/api/v1' }]);
    const paths = Object.keys(doc.paths);
    for (const path of ['/pos/init', '/pos/create-order', '/orders', '/kitchen/{id}', '/auth/signin']) {
      expect(paths).toContain(path);
    }
    for (const path of paths) {
      expect(path).toMatch(/^\/[\w{}/.-]*[^/]$/);
      expect(path.startsWith('/api/')).toBe(false);
    }
    expect(paths.some((path) => path.startsWith('/docs') || path === '/openapi.json')).toBe(false);
  });

  it('gives every call the tag of its group and says who may make it', () => {
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        expect(op.tags?.length, `${method} ${path}`).toBe(1);
        expect(op.description, `${method} ${path}`).toBeTruthy();
      }
    }
    expect(operation('get', '/pos/qrorders').tags).toEqual(['QR orders']);
    expect(operation('post', '/orders/cancel').description).toContain('POS, ORDERS, ORDER_STATUS');
  });

  it('describes the cookie session, required everywhere but on the public calls', () => {
    const scheme = Object.values(doc.components.securitySchemes)[0];
    expect(scheme).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'opentab_access' });
    const [name] = Object.keys(doc.components.securitySchemes);
    expect(operation('get', '/pos/init').security).toEqual([{ [name as string]: [] }]);
    expect(operation('post', '/auth/signin').security).toEqual([]);
    expect(operation('get', '/qrmenu/{qrcode}').security).toEqual([]);
  });

  it('documents request bodies, path parameters and query strings from the zod schemas', () => {
    expect(operation('post', '/pos/create-order').requestBody).toBeTruthy();
    expect(operation('post', '/kitchen/{id}').parameters).toContainEqual(
      expect.objectContaining({ in: 'path', name: 'id' }),
    );
    expect(operation('get', '/customers/search-by-phone-name/search').parameters).toContainEqual(
      expect.objectContaining({ in: 'query', name: 'q' }),
    );
  });

  it('lists the refusals each call can answer, as { message }', () => {
    const statuses = (method: string, path: string) =>
      Object.keys(operation(method, path).responses ?? {}).filter((status) => status !== '200');
    expect(statuses('post', '/pos/create-order')).toEqual(['400', '401', '402', '403']);
    expect(statuses('get', '/auth/devices')).toEqual(['401', '403']);
    expect(statuses('post', '/auth/signin')).toEqual(['400']);
    const refused = operation('post', '/pos/create-order').responses?.['403'] as {
      description: string;
      content: Record<string, { schema: { properties: object } }>;
    };
    expect(refused.description).toBe('This user may not make this call.');
    expect(refused.content['application/json']?.schema.properties).toEqual({ message: { type: 'string' } });
  });

  it('offers the Idempotency-Key header on the calls that create orders', () => {
    const orderCalls = [
      ['post', '/pos/create-order'],
      ['post', '/pos/create-order-and-invoice'],
      ['post', '/qrmenu/{qrcode}/place-order'],
    ] as const;
    for (const [method, path] of orderCalls) {
      const header = operation(method, path).parameters?.find((p) => p.in === 'header');
      expect(header, path).toMatchObject({ name: 'idempotency-key', required: false });
    }
    expect(operation('post', '/orders/cancel').parameters ?? []).toEqual([]);
  });
});

describe('the reference page', () => {
  it('is served from this origin with a policy that runs its own script and nothing else', async () => {
    const res = await t.app.inject({ url: '/api/v1/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['content-security-policy']).toBe(DOCS_SECURITY_HEADERS['content-security-policy']);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    const sources = [...res.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1] ?? '');
    expect(sources.length).toBeGreaterThan(3);
    for (const source of sources) expect(source.startsWith('/api/v1/docs/')).toBe(true);
    const script = sources.find((source) => source.endsWith('swagger-ui-bundle.js')) ?? '';
    const bundle = await t.app.inject({ url: script });
    expect(bundle.statusCode).toBe(200);
    expect(bundle.headers['content-type']).toContain('javascript');
  });

  it('leaves every other API answer the strict policy', async () => {
    for (const url of ['/api/v1/openapi.json', '/api/v1/docsx', '/api/v1/health']) {
      const res = await t.app.inject({ url });
      expect(res.headers['content-security-policy'], url).toBe(
        API_SECURITY_HEADERS['content-security-policy'],
      );
    }
  });
});
