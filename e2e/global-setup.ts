import { type ChildProcess, execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { DEMO, E2E_DEMO_PASSWORD } from './support/browser.ts';
import { freePort, startServer, stopServer } from './support/server.ts';

let server: ChildProcess | undefined;
let dataDir: string | undefined;

/** Starts the real server (built web app, demo seed) on a free port and an empty data directory. */
export async function setup(project: TestProject): Promise<void> {
  const port = await freePort();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'opentab-e2e-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const repoRoot = path.resolve(import.meta.dirname, '..');
  // The operator account comes from the CLI, as in a real install (the first start never creates one).
  execFileSync('npm', ['run', '--silent', 'superadmin:create'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SUPERADMIN_EMAIL: DEMO.superadmin.username,
      SUPERADMIN_PASSWORD: DEMO.superadmin.password,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  server = await startServer({ port, dataDir, demoPassword: E2E_DEMO_PASSWORD });
  project.provide('baseUrl', baseUrl);
  project.provide('dataDir', dataDir);
}

export async function teardown(): Promise<void> {
  if (server) await stopServer(server);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}
