import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../test/harness.ts';
import { API_SECURITY_HEADERS, PAGE_SECURITY_HEADERS } from './security-headers.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('security headers', () => {
  it.each([
    ['a success', '/api/v1/health', 200],
    ['an unknown API path', '/api/v1/nowhere', 404],
    ['a refused request', '/api/v1/pos/init', 401],
  ])('on %s of the API: the strict set, never stored, with a request id', async (_name, url, status) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(status);
    for (const [name, value] of Object.entries(API_SECURITY_HEADERS)) expect(res.headers[name]).toBe(value);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['x-request-id']).toMatch(/^[\w-]{8,}$/);
  });

  it('outside the API: the set a page needs to render', async () => {
    const res = await t.app.inject({ url: '/uploads/missing.webp' });
    for (const [name, value] of Object.entries(PAGE_SECURITY_HEADERS)) expect(res.headers[name]).toBe(value);
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(res.headers['cache-control']).not.toBe('no-store');
    expect(res.headers['x-request-id']).toMatch(/^[\w-]{8,}$/);
  });

  it('echo a well-formed incoming request id and replace a malformed one', async () => {
    const kept = await t.app.inject({ url: '/api/v1/health', headers: { 'x-request-id': 'till-7_abc' } });
    expect(kept.headers['x-request-id']).toBe('till-7_abc');
    const replaced = await t.app.inject({ url: '/api/v1/health', headers: { 'x-request-id': 'bad id!' } });
    expect(replaced.headers['x-request-id']).not.toBe('bad id!');
  });
});
