import { expect } from 'vitest';
import { newId } from '../lib/ids.ts';
import { hashPassword } from '../lib/passwords.ts';
import { PASSWORD, TestClient, type TTestApp, uniqueEmail } from './harness.ts';

/** An operator account made straight in the database (as `npm run superadmin:create` would); its email. */
export async function addSuperadmin(t: TTestApp): Promise<string> {
  const username = uniqueEmail('operator');
  await t.db
    .insertInto('superadmins')
    .values({
      id: newId(),
      username,
      password_hash: await hashPassword(PASSWORD),
      name: 'Olive Operator',
      created_at: new Date().toISOString(),
    })
    .execute();
  return username;
}

/** A new operator, signed in on `client`. */
export async function signInSuperadmin(t: TTestApp, client = new TestClient(t.app)): Promise<TestClient> {
  const username = await addSuperadmin(t);
  const res = await client.post('/api/v1/superadmin/signin', { username, password: PASSWORD });
  expect(res.status).toBe(200);
  return client;
}
