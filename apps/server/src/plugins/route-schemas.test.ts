// The contract every /api/v1 route keeps: its answer for 200 has a schema (so it is serialized, checked and
// documented), and whatever input it takes (path parameters, query, body) has one too.
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../test/harness.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type TSchema = {
  hide?: boolean;
  consumes?: string[];
  params?: unknown;
  querystring?: unknown;
  body?: unknown;
  response?: Record<string, unknown>;
};

const routes = () =>
  t.app.apiRoutes
    .map((route) => ({ route, schema: (route.schema ?? {}) as TSchema }))
    .filter(({ schema }) => !schema.hide);

const name = (route: RouteOptions) => `${[route.method].flat().join(',')} ${route.url}`;

// Handlers read their input from the request; a route whose handler reads one must declare its schema.
const reads = (route: RouteOptions, part: 'body' | 'query' | 'params') =>
  new RegExp(`\\.${part}\\b`).test(route.handler.toString());

describe('route schemas', () => {
  it('walks the documented routes of the API', () => {
    expect(routes().length).toBeGreaterThan(50);
  });

  it('gives every route an answer schema for 200', () => {
    const missing = routes()
      .filter(({ schema }) => !schema.response?.['200'] && !schema.response?.[200])
      .map(({ route }) => name(route));
    expect(missing).toEqual([]);
  });

  it('gives every route that takes path parameters, a query or a body a schema for it', () => {
    const missing: string[] = [];
    for (const { route, schema } of routes()) {
      if (route.url.includes(':') && !schema.params) missing.push(`${name(route)}: params`);
      if (reads(route, 'query') && !schema.querystring) missing.push(`${name(route)}: querystring`);
      const multipart = schema.consumes?.includes('multipart/form-data') ?? false;
      if (reads(route, 'body') && !schema.body && !multipart) missing.push(`${name(route)}: body`);
      // An upload (CSRF's multipart opt-in) declares its body as multipart: the file is read from the stream.
      if (route.config?.allowMultipart && !multipart)
        missing.push(`${name(route)}: consumes multipart/form-data`);
    }
    expect(missing).toEqual([]);
  });
});
