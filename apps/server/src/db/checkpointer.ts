import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/**
 * The worker's whole program (CommonJS, so it needs no TypeScript loader): its own connection to the
 * database file, and a PASSIVE checkpoint on a timer. PASSIVE never waits for or blocks the writer; it
 * copies what it can. It reports a WAL that stays long (see onLargeWal).
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driverPath);
const db = new Database(workerData.file);
db.pragma('busy_timeout = 5000');
db.pragma('synchronous = FULL');
db.pragma('wal_autocheckpoint = 0');
const timer = setInterval(() => {
  try {
    const [result] = db.pragma('wal_checkpoint(PASSIVE)');
    if (result.log >= workerData.largeWalFrames) parentPort.postMessage({ largeWal: result.log });
  } catch (error) {
    parentPort.postMessage({ failure: String(error) });
  }
}, workerData.intervalMs);
parentPort.on('message', () => {
  clearInterval(timer);
  db.close();
  const closed = new Int32Array(workerData.closedSignal);
  Atomics.store(closed, 0, 1);
  Atomics.notify(closed, 0);
  parentPort.close();
});
`;

/** How long stop() waits for the worker to close its connection (it may be booting or mid-checkpoint). */
const STOP_TIMEOUT_MS = 2000;

export type TCheckpointer = { stop(): void };

/**
 * Checkpoints a SQLite WAL from a worker thread. By default SQLite checkpoints inside whichever COMMIT pushes
 * the WAL past 1000 pages: that commit then copies the pages into the database and fsyncs it, blocking the
 * event loop for milliseconds. The writer connection turns that off (wal_autocheckpoint = 0) while this
 * worker runs, and turns it back on (`onFailure`) if the worker ever stops on its own, so the WAL never
 * grows unchecked.
 */
export function startCheckpointer(options: {
  file: string;
  intervalMs?: number;
  /**
   * Under steady writes a checkpoint from another thread never catches up with the last frame, so the
   * writer never gets to restart the WAL from its start and the file keeps growing. When it passes
   * `largeWalFrames`, this asks the writer to finish the checkpoint itself between transactions: by then
   * nearly every frame is copied, so that is quick, and its next commit restarts the WAL.
   */
  onLargeWal: () => void;
  largeWalFrames?: number;
  /** Called once, when the worker stopped on its own (it is not restarted). */
  onFailure: (reason: string) => void;
}): TCheckpointer {
  const driverPath = createRequire(import.meta.url).resolve('better-sqlite3');
  const closedSignal = new SharedArrayBuffer(4);
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: {
      file: options.file,
      driverPath,
      intervalMs: options.intervalMs ?? 200,
      largeWalFrames: options.largeWalFrames ?? 2000,
      closedSignal,
    },
  });
  // The timer keeps the worker alive; it must not keep the process alive.
  worker.unref();
  let stopping = false;
  let exited = false;
  // The first failure ends the worker and is reported once; SQLite's own checkpoints take over from then.
  const fail = (reason: string) => {
    if (stopping) return;
    stopping = true;
    if (!exited) worker.postMessage('stop');
    options.onFailure(reason);
  };
  worker.on('message', (message: { largeWal?: number; failure?: string }) => {
    if (message.failure) fail(`checkpoint failed: ${message.failure}`);
    else options.onLargeWal();
  });
  worker.on('error', (error) => fail(`checkpointer crashed: ${String(error)}`));
  worker.on('exit', (code) => {
    exited = true;
    fail(`checkpointer exited with code ${code}`);
  });
  return {
    /**
     * Synchronous, like closing a better-sqlite3 connection: it returns once the worker's connection is
     * closed, so whoever closes the database next is the last connection (and removes the WAL files).
     */
    stop() {
      if (stopping) return;
      stopping = true;
      if (exited) return;
      worker.postMessage('stop');
      Atomics.wait(new Int32Array(closedSignal), 0, 0, STOP_TIMEOUT_MS);
    },
  };
}
