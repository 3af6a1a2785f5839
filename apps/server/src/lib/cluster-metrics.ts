import cluster, { type Worker } from 'node:cluster';
import { AggregatorRegistry, type Registry } from 'prom-client';

/*
 * Under `npm run start:cluster` the server processes share one port, so a scraper cannot reach each of them:
 * GET /metrics on any worker answers the sum over all workers. The worker asks the primary, which collects
 * every listening worker's registry over the cluster's IPC channel and sums them with prom-client's
 * AggregatorRegistry.aggregate (counters, histograms, and gauges such as pool sizes and open sockets).
 * Only workers that listen are asked, and one that does not answer within COLLECT_TIMEOUT_MS is left out of
 * that scrape, so a worker being replaced never fails the scrape. A worker that answers that it could not
 * read its registry fails the scrape with its reason (a 500 on /metrics, logged), rather than a sum that
 * silently lacks its counters.
 */

const SCRAPE = 'opentab:metrics-scrape'; // worker → primary: a scraper asked
const SCRAPED = 'opentab:metrics-scraped'; // primary → worker: the sum, or why there is none
const COLLECT = 'opentab:metrics-collect'; // primary → each worker
const COLLECTED = 'opentab:metrics-collected'; // worker → primary: its registry, as JSON
const COLLECT_TIMEOUT_MS = 2000;

type TMessage = { type?: string; id?: number; text?: string; error?: string; metrics?: object[] };

/**
 * A message to a process that may have exited meanwhile: with a callback, a closed channel is the callback's
 * error instead of an 'error' event, which unheard would end the process (the primary: the whole cluster).
 */
const ignoreClosedChannel = () => {};

/** In the primary: answers a worker's scrape with every listening worker's metrics, summed. */
export function serveClusterMetrics(): void {
  const listening = new Set<Worker>();
  cluster.on('listening', (worker) => listening.add(worker));
  cluster.on('exit', (worker) => listening.delete(worker));
  let nextId = 0;
  const collections = new Map<number, (answer: TMessage) => void>();

  async function collect(): Promise<string> {
    const id = nextId++;
    const workers = [...listening].filter((worker) => worker.isConnected());
    const registries: object[][] = [];
    const failures: string[] = [];
    await new Promise<void>((resolve) => {
      let pending = workers.length;
      const timer = setTimeout(resolve, COLLECT_TIMEOUT_MS);
      const settle = () => {
        if (--pending > 0) return;
        clearTimeout(timer);
        resolve();
      };
      collections.set(id, (answer) => {
        if (answer.error !== undefined) failures.push(answer.error);
        else registries.push(answer.metrics ?? []);
        settle();
      });
      if (pending === 0) settle();
      for (const worker of workers) worker.send({ type: COLLECT, id }, ignoreClosedChannel);
    });
    collections.delete(id);
    if (failures.length > 0) throw new Error(`a worker could not read its metrics: ${failures.join('; ')}`);
    return AggregatorRegistry.aggregate(registries).metrics();
  }

  cluster.on('message', (worker, message: TMessage) => {
    if (message?.type === COLLECTED && message.id !== undefined) {
      collections.get(message.id)?.(message);
    } else if (message?.type === SCRAPE) {
      const answer = (fields: TMessage) =>
        worker.send({ type: SCRAPED, id: message.id, ...fields }, ignoreClosedChannel);
      collect().then(
        (text) => answer({ text }),
        (error: Error) => answer({ error: error.message }),
      );
    }
  });
}

/**
 * In a cluster worker: answers the primary's collection with `registry`, and returns a reader of every
 * worker's metrics. Outside a cluster: undefined (the process serves its own registry).
 */
export function clusterMetricsReader(registry: Registry): (() => Promise<string>) | undefined {
  if (!cluster.isWorker) return undefined;
  let nextId = 0;
  const scrapes = new Map<number, { resolve: (text: string) => void; reject: (error: Error) => void }>();
  process.on('message', (message: TMessage) => {
    if (message?.type === COLLECT) {
      const answer = (fields: TMessage) =>
        process.send?.({ type: COLLECTED, id: message.id, ...fields }, ignoreClosedChannel);
      registry.getMetricsAsJSON().then(
        (metrics) => answer({ metrics }),
        (error: Error) => answer({ error: error.message }),
      );
    } else if (message?.type === SCRAPED && message.id !== undefined) {
      const scrape = scrapes.get(message.id);
      scrapes.delete(message.id);
      if (message.error !== undefined) scrape?.reject(new Error(message.error));
      else scrape?.resolve(message.text ?? '');
    }
  });
  return () =>
    new Promise<string>((resolve, reject) => {
      const id = nextId++;
      scrapes.set(id, { resolve, reject });
      process.send?.({ type: SCRAPE, id }, (error: Error | null) => {
        if (!error) return;
        scrapes.delete(id);
        reject(error);
      });
    });
}
