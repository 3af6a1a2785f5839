import type { TStoreSettingResponse } from '@opentab/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, signUpTenant, type TTestApp } from '../../test/harness.ts';

const URL = '/api/v1/settings/store-setting';

let t: TTestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function publicUrlSeenByOwner(env: Record<string, string | undefined>) {
  t = await createTestApp(env);
  const { client } = await signUpTenant(t.app, 'Public Url Bistro');
  const res = await client.get<TStoreSettingResponse>(URL);
  expect(res.status).toBe(200);
  return res.body.publicUrl;
}

// Issue 22: the QR codes Settings prints are built on this address, never on the one the owner browses from
// (a configured PUBLIC_URL is answered as it is: store-setting.test.ts).
describe('the public address the store settings give the web', () => {
  it("is the server's localhost default when PUBLIC_URL is unset, so Settings can warn about it", async () => {
    expect(await publicUrlSeenByOwner({ PUBLIC_URL: undefined, PORT: '3000' })).toBe('http://localhost:3000');
  });
});
