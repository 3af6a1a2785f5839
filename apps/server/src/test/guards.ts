import { MSG } from '@opentab/shared';
import { expect } from 'vitest';
import { TestClient, type TTestApp } from './harness.ts';

export type TCall = { method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; url: string; body?: unknown };

/** A business call refuses anonymous callers with 401 and staff without the scope with 403. */
export async function expectGuarded(t: TTestApp, staff: TestClient, call: TCall): Promise<void> {
  const anonymous = await new TestClient(t.app).request(call.method, call.url, call.body);
  expect(anonymous.status, `${call.method} ${call.url} anonymous`).toBe(401);
  expect(anonymous.body.message).toBe(MSG.unauthenticated);
  const denied = await staff.request(call.method, call.url, call.body);
  expect(denied.status, `${call.method} ${call.url} staff`).toBe(403);
  expect(denied.body.message).toBe(MSG.noAccess);
}

/** Another tenant's id answers 404 Not found!, exactly like an id that does not exist. */
export async function expectNotFound(client: TestClient, call: TCall): Promise<void> {
  const res = await client.request(call.method, call.url, call.body);
  expect(res.status, `${call.method} ${call.url}`).toBe(404);
  expect(res.body.message).toBe(MSG.notFound);
}
