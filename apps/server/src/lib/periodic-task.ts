import type { FastifyBaseLogger } from 'fastify';

export type TPeriodicTask = { stop: () => Promise<void> };

export type TPeriodicTaskOptions = {
  /** names the task in the log line of a failed run ("<name> failed") */
  name: string;
  intervalMs: number;
  log: FastifyBaseLogger;
  /** one run; `isStopping` turns true once stop() is called, so a long run can end early */
  run: (isStopping: () => boolean) => Promise<void>;
};

/**
 * Runs a task every `intervalMs` without keeping the process alive. A tick while a run is still going is
 * skipped (runs never overlap); a failed run is logged and the next tick tries again. stop() clears the
 * timer and waits for a run in progress.
 */
export function startPeriodicTask(options: TPeriodicTaskOptions): TPeriodicTask {
  let stopped = false;
  let running: Promise<void> | undefined;
  const runOnce = async () => {
    try {
      await options.run(() => stopped);
    } catch (error) {
      options.log.warn({ err: error }, `${options.name} failed`);
    } finally {
      running = undefined;
    }
  };
  const timer = setInterval(() => {
    if (!running) running = runOnce();
  }, options.intervalMs);
  timer.unref();
  return {
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
