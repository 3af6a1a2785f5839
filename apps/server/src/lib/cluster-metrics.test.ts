import cluster, { type Worker } from 'node:cluster';
import { Counter, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { serveClusterMetrics } from './cluster-metrics.ts';

type TMessage = { type: string; id?: number; text?: string; error?: string; metrics?: object[] };

/**
 * A stand-in for a listening worker: answers the primary's collection with `answer`, and hands back what the
 * primary answered its own scrape. Drives the primary side through the cluster module's events.
 */
function fakeWorker(answer: (id: number) => Promise<Omit<TMessage, 'type' | 'id'>>) {
  let scraped: (message: TMessage) => void = () => {};
  const worker = {
    isConnected: () => true,
    send(message: TMessage, callback?: () => void) {
      if (message.type === 'opentab:metrics-collect') {
        const id = message.id as number;
        void answer(id).then((fields) =>
          cluster.emit('message', worker, { type: 'opentab:metrics-collected', id, ...fields }),
        );
      } else if (message.type === 'opentab:metrics-scraped') scraped(message);
      callback?.();
      return true;
    },
  } as unknown as Worker;
  cluster.emit('listening', worker, {});
  const scrape = () =>
    new Promise<TMessage>((resolve) => {
      scraped = resolve;
      cluster.emit('message', worker, { type: 'opentab:metrics-scrape', id: 1 });
    });
  const leave = () => cluster.emit('exit', worker, 0, null);
  return { scrape, leave };
}

describe('cluster metrics (the primary)', () => {
  serveClusterMetrics();

  it("sums the workers' registries", async () => {
    const registry = new Registry();
    registry.registerMetric(
      new Counter({
        name: 'opentab_test_total',
        help: 'a test',
        registers: [],
      }),
    );
    const a = fakeWorker(async () => ({ metrics: await registry.getMetricsAsJSON() }));
    try {
      const answer = await a.scrape();
      expect(answer.error).toBeUndefined();
      expect(answer.text).toContain('opentab_test_total');
    } finally {
      a.leave();
    }
  });

  it('fails the scrape, with the reason, when a worker could not read its registry', async () => {
    const ok = fakeWorker(async () => ({ metrics: [] }));
    const broken = fakeWorker(async () => ({ error: 'collect failed in a gauge' }));
    try {
      const answer = await ok.scrape();
      expect(answer.text).toBeUndefined();
      expect(answer.error).toBe('a worker could not read its metrics: collect failed in a gauge');
    } finally {
      ok.leave();
      broken.leave();
    }
  });
});
