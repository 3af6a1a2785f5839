import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Where a running server on SQLite writes its process id, so `npm run restore` can refuse to run under it. */
export const serverPidFile = (dataDir: string) => path.join(dataDir, 'server.pid');

/** Writes this process's id; the answer removes the file again (if it is still ours) at shutdown. */
export function writeServerPid(dataDir: string): () => void {
  const file = serverPidFile(dataDir);
  writeFileSync(file, `${process.pid}\n`);
  return () => {
    if (readPid(file) === process.pid) rmSync(file, { force: true });
  };
}

/**
 * The id of a live process the pid file names, or undefined: no file, or the server died without removing
 * it (kill -9, a power cut), so that process is gone.
 */
export function runningServerPid(dataDir: string): number | undefined {
  const pid = readPid(serverPidFile(dataDir));
  if (pid === undefined) return undefined;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    // EPERM: it exists but belongs to another user
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? pid : undefined;
  }
}

function readPid(file: string): number | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    // No file: no server. Any other failure must not read as "no server" (restore would run under one).
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const pid = Number.parseInt(text, 10);
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}
