import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import path from 'node:path';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../../..');
const SERVER_SRC = path.join(REPO_ROOT, 'apps/server/src');

/** A port nobody listens on right now (the OS picks it). */
export async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as { port: number };
  probe.close();
  await once(probe, 'close');
  return port;
}

export type TServerProcess = {
  child: ChildProcess;
  /** what the process printed so far (stdout and stderr) */
  output: () => string;
  /** SIGTERM, then the exit code */
  stop: () => Promise<number | null>;
};

/**
 * Runs a server entry (main.ts or cluster.ts) as its own Node process, as `npm start` would, with this
 * process's environment plus `env` (an undefined value removes the variable).
 */
export function spawnServer(
  entry: string,
  env: Record<string, string | undefined>,
  args: string[] = [],
): TServerProcess {
  const merged = Object.fromEntries(
    Object.entries({ ...process.env, ...env }).filter(([, value]) => value !== undefined),
  );
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(SERVER_SRC, entry), ...args], {
    cwd: REPO_ROOT,
    env: merged,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  return {
    child,
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

/** Waits until the server answers its health check; fails with the process's output when it exits first. */
export async function waitUntilHealthy(server: TServerProcess, baseUrl: string, ms = 60_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`server exited:\n${server.output()}`);
    try {
      const res = await fetch(`${baseUrl}/api/v1/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server not healthy within ${ms} ms:\n${server.output()}`);
}
