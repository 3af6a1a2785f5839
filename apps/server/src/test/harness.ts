import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app.ts';
import { loadConfig, type TConfig } from '../config.ts';
import { createDatabase, type TDb } from '../db/database.ts';
import { newId } from '../lib/ids.ts';
import { prepareDatabase } from '../prepare-database.ts';

export const TEST_ORIGIN = 'http://localhost:3000';

export type TTestApp = {
  app: FastifyInstance;
  db: TDb;
  config: TConfig;
  close: () => Promise<void>;
};

/**
 * A real app on a real, empty database: in-memory SQLite by default (a file with `sqliteOnDisk`, which adds
 * the reader connection and the checkpointer, as in production), or a fresh PostgreSQL database (created
 * here, dropped at close) when TEST_DATABASE_URL points at a server.
 */
export async function createTestApp(
  env: Record<string, string | undefined> = {},
  options: { sqliteOnDisk?: boolean; webDist?: string } = {},
): Promise<TTestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'opentab-test-'));
  const adminUrl = process.env.TEST_DATABASE_URL;
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (adminUrl) {
    const name = `opentab_t_${newId()
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      // pool.end() resolves before its sockets have closed; forcing the drop while one is still closing
      // makes that client report FATAL 57P01 as an unhandled error. Wait (briefly) for them to go.
      for (let attempt = 0; attempt < 50; attempt++) {
        const { rows } = await c.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [
          name,
        ]);
        if (rows[0]?.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  }
  const config = loadConfig({
    DATA_DIR: dataDir,
    SESSION_SECRET: 'test-secret-test-secret-test-secret-0123',
    PUBLIC_URL: TEST_ORIGIN,
    LOG_LEVEL: 'silent',
    ...env,
  });
  const sqliteFile = options.sqliteOnDisk ? config.sqliteFile : ':memory:';
  const db = createDatabase({ databaseUrl, sqliteFile });
  await prepareDatabase(db);
  const app = await buildApp({
    config: { ...config, databaseUrl },
    db,
    logger: false,
    webDist: options.webDist ?? path.join(dataDir, 'no-web'),
  });
  await app.ready();
  return {
    app,
    db,
    config,
    close: async () => {
      await app.close();
      await db.destroy();
      await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type TResponse<T = Record<string, unknown>> = {
  status: number;
  body: T;
  headers: LightMyRequestResponse['headers'];
};

/** A browser-like client: keeps cookies, sends JSON with our Origin, and can pose as any IP. */
export class TestClient {
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly app: FastifyInstance,
    readonly ip = randomIp(),
  ) {}

  async request<T = Record<string, unknown>>(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<TResponse<T>> {
    const res = await this.app.inject({
      method,
      url,
      remoteAddress: this.ip,
      headers: {
        origin: TEST_ORIGIN,
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(this.cookies.size ? { cookie: this.cookieHeader() } : {}),
        ...headers,
      },
      payload: body !== undefined ? JSON.stringify(body) : undefined,
    });
    for (const cookie of res.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      const expired =
        cookie.maxAge === 0 ||
        (cookie.expires && cookie.expires.getTime() <= Date.now()) ||
        cookie.value === '';
      if (expired) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    const text = res.body;
    return { status: res.statusCode, body: (text ? JSON.parse(text) : {}) as T, headers: res.headers };
  }

  get<T = Record<string, unknown>>(url: string, headers?: Record<string, string>) {
    return this.request<T>('GET', url, undefined, headers);
  }

  post<T = Record<string, unknown>>(url: string, body?: unknown, headers?: Record<string, string>) {
    return this.request<T>('POST', url, body, headers);
  }

  put<T = Record<string, unknown>>(url: string, body?: unknown, headers?: Record<string, string>) {
    return this.request<T>('PUT', url, body, headers);
  }

  delete<T = Record<string, unknown>>(url: string, headers?: Record<string, string>) {
    return this.request<T>('DELETE', url, undefined, headers);
  }

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

export function randomIp(): string {
  const n = () => Math.floor(Math.random() * 250) + 1;
  return `10.${n()}.${n()}.${n()}`;
}

let counter = 0;
export function uniqueEmail(prefix = 'owner'): string {
  counter += 1;
  return `${prefix}${counter}.${newId()
    .slice(0, 6)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, 'x')}@example.com`;
}

export const PASSWORD = 'correct-horse-1';

/** Signs up a new restaurant and signs its admin in; answers the signed-in client. */
export async function signUpTenant(app: FastifyInstance, name = 'Test Bistro') {
  const client = new TestClient(app);
  const username = uniqueEmail();
  const signup = await client.post('/api/v1/auth/signup', { biz_name: name, username, password: PASSWORD });
  if (signup.status !== 200) throw new Error(`signup failed: ${JSON.stringify(signup.body)}`);
  const signin = await client.post<{ user: { tenantId: string } }>('/api/v1/auth/signin', {
    username,
    password: PASSWORD,
  });
  if (signin.status !== 200) throw new Error(`signin failed: ${JSON.stringify(signin.body)}`);
  return { client, username, tenantId: signin.body.user.tenantId };
}

/** Adds a staff user with the given scopes straight in the database and signs them in. */
export async function addStaff(testApp: TTestApp, tenantId: string, scope: string) {
  const { hashPassword } = await import('../lib/passwords.ts');
  const username = uniqueEmail('staff');
  const now = new Date().toISOString();
  await testApp.db
    .insertInto('users')
    .values({
      id: newId(),
      tenant_id: tenantId,
      username,
      password_hash: await hashPassword(PASSWORD),
      name: 'Staff Member',
      role: 'staff',
      scope,
      designation: 'Waiter',
      phone: null,
      email: username,
      photo: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  const client = new TestClient(testApp.app);
  const res = await client.post('/api/v1/auth/signin', { username, password: PASSWORD });
  if (res.status !== 200) throw new Error(`staff signin failed: ${JSON.stringify(res.body)}`);
  return { client, username };
}
