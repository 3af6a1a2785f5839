import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createDatabase } from '../db/database.ts';
import { prepareDatabase } from '../prepare-database.ts';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'opentab-request-log-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** The log lines one GET /api/v1/health writes with LOG_LEVEL as `env` sets it (unset: the default). */
async function linesOfOneRequest(env: Record<string, string>) {
  const lines: Record<string, unknown>[] = [];
  const config = loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: 'x'.repeat(32), ...env });
  const db = createDatabase({ databaseUrl: undefined, sqliteFile: ':memory:' });
  await prepareDatabase(db);
  const app = await buildApp({
    config: { ...config, databaseUrl: undefined },
    db,
    logStream: { write: (line) => lines.push(JSON.parse(line) as Record<string, unknown>) },
    webDist: path.join(dataDir, 'no-web'),
  });
  try {
    await app.ready();
    lines.length = 0;
    const res = await app.inject({ url: '/api/v1/health' });
    expect(res.statusCode).toBe(200);
    return lines;
  } finally {
    await app.close();
    await db.destroy();
  }
}

describe('request logging', () => {
  it('writes no line for a request at the default level (info)', async () => {
    expect(await linesOfOneRequest({})).toEqual([]);
  });

  it('writes one line per request at debug, with method, URL, status and time', async () => {
    const lines = await linesOfOneRequest({ LOG_LEVEL: 'debug' });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 20,
      msg: 'request completed',
      req: { method: 'GET', url: '/api/v1/health' },
      res: { statusCode: 200 },
    });
    expect(lines[0]?.responseTime).toEqual(expect.any(Number));
  });
});
