// The shared API contract (packages/shared/src/api-contract.ts) is what the web's client is typed from: it
// must list every documented /api/v1 route with the very schema objects the route registers, and nothing else.
import { API_CONTRACT } from '@opentab/shared';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../test/harness.ts';
import { apiPathOf } from './permissions.ts';

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

type TContractEntry = {
  params?: unknown;
  querystring?: unknown;
  body?: unknown;
  response: unknown;
  multipart?: true;
};

const contract: Record<string, TContractEntry> = API_CONTRACT;

/** `METHOD /path` as the contract names a route: its path under /api/v1, a prefix's own route without the slash. */
function contractKey(route: RouteOptions): string {
  const path = apiPathOf(route.url) ?? route.url;
  return `${[route.method].flat().join(',')} ${path.length > 1 ? path.replace(/\/$/, '') : path}`;
}

const documentedRoutes = () =>
  t.app.apiRoutes
    .map((route) => ({ key: contractKey(route), schema: (route.schema ?? {}) as TSchema }))
    .filter(({ schema }) => !schema.hide);

/** What differs between a route's registered schemas and its contract entry (by identity, not by shape). */
function differences(schema: TSchema, entry: TContractEntry): string[] {
  const found: string[] = [];
  for (const part of ['params', 'querystring', 'body'] as const) {
    if (schema[part] !== entry[part]) found.push(part);
  }
  if ((schema.response?.['200'] ?? schema.response?.[200]) !== entry.response) found.push('response');
  const multipart = schema.consumes?.includes('multipart/form-data') ?? false;
  if (multipart !== (entry.multipart ?? false)) found.push('multipart');
  return found;
}

describe('API contract', () => {
  it('holds every documented route, with the schema objects the route registers', () => {
    const mismatches = documentedRoutes().flatMap(({ key, schema }) => {
      const entry = contract[key];
      if (!entry) return [`${key}: not in the contract`];
      const parts = differences(schema, entry);
      return parts.length ? [`${key}: ${parts.join(', ')} differ`] : [];
    });
    expect(mismatches).toEqual([]);
  });

  it('names no route the server does not register', () => {
    const registered = new Set(documentedRoutes().map(({ key }) => key));
    expect(Object.keys(contract).filter((key) => !registered.has(key))).toEqual([]);
  });

  it('tells a route whose schema is not the contract one', () => {
    const entry = contract['POST /customers/add'];
    if (!entry) throw new Error('POST /customers/add is in the contract');
    expect(
      differences({ body: { ...(entry.body as object) }, response: { 200: entry.response } }, entry),
    ).toEqual(['body']);
  });
});
