import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { startPeriodicTask } from './periodic-task.ts';

const silentLog = () =>
  ({ warn: vi.fn() }) as unknown as FastifyBaseLogger & { warn: ReturnType<typeof vi.fn> };
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('startPeriodicTask', () => {
  it('runs on its timer, never two runs at once, and no more once stopped', async () => {
    let running = 0;
    let overlapped = false;
    let runs = 0;
    const task = startPeriodicTask({
      name: 'test task',
      intervalMs: 5,
      log: silentLog(),
      run: async () => {
        running += 1;
        overlapped ||= running > 1;
        await pause(20); // longer than the interval: ticks meanwhile are skipped
        runs += 1;
        running -= 1;
      },
    });
    await expect.poll(() => runs, { timeout: 5000 }).toBeGreaterThanOrEqual(3);
    await task.stop();
    const stoppedAt = runs;
    await pause(50);
    expect(runs).toBe(stoppedAt);
    expect(overlapped).toBe(false);
  });

  it('logs a failed run with its name and runs again at the next tick', async () => {
    const log = silentLog();
    let attempts = 0;
    const task = startPeriodicTask({
      name: 'flaky sweep',
      intervalMs: 5,
      log,
      run: async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('database away');
      },
    });
    await expect.poll(() => attempts, { timeout: 5000 }).toBeGreaterThanOrEqual(2);
    await task.stop();
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn).toHaveBeenCalledWith({ err: expect.any(Error) }, 'flaky sweep failed');
  });

  it('stop() tells the run in progress and waits for it to end', async () => {
    let started = false;
    let sawStop = false;
    let finished = false;
    const task = startPeriodicTask({
      name: 'long sweep',
      intervalMs: 5,
      log: silentLog(),
      run: async (isStopping) => {
        started = true;
        while (!isStopping()) await pause(5);
        sawStop = true;
        await pause(20);
        finished = true;
      },
    });
    await expect.poll(() => started, { timeout: 5000 }).toBe(true);
    await task.stop();
    expect(sawStop).toBe(true);
    expect(finished).toBe(true);
  });
});
