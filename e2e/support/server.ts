import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export type TServerOptions = { port: number; dataDir: string; demoPassword: string };

/**
 * The real server (the built web app, the demo seed on a first start) on `port` and `dataDir`. Started as
 * node itself (not npx), so a signal reaches the server and not a wrapper: the browser tests stop it with
 * SIGTERM, and the offline drill kills it with SIGKILL mid-replay.
 */
export async function startServer({ port, dataDir, demoPassword }: TServerOptions): Promise<ChildProcess> {
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      // Each browser context sends its own X-Forwarded-For (support/browser.ts), so the per-IP limits (ten
      // sign-ups an hour) count per simulated device, as they would for real customers, not for the whole suite.
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      DEMO_PASSWORD: demoPassword,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      const res = await fetch(`${baseUrl}/api/v1/health`);
      if (res.ok) return server;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error('the server did not start within 60 s');
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Stops the server with `signal` and waits (at most 10 s) for it to exit. */
export async function stopServer(server: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((r) => server.once('exit', r));
  server.kill(signal);
  await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
}
