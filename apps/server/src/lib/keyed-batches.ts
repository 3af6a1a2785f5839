/** One input's result within a batch: its value, or the error that input alone failed with. */
export type TBatchResult<TOut> = { ok: true; value: TOut } | { ok: false; error: unknown };

export interface KeyedBatcher<TIn, TOut> {
  /** Runs `input` in the next batch that has room for its key; settles with the input's own result. */
  run(key: string, input: TIn): Promise<TOut>;
  /** inputs queued, not yet in a batch */
  queued(): number;
}

export type TKeyedBatcherOptions<TIn, TOut> = {
  /** batches running at once */
  maxInFlight: number;
  /** inputs in one batch */
  maxBatch: number;
  /** runs the inputs (sorted by key) and answers one result per input, in their order */
  runBatch: (inputs: TIn[]) => Promise<TBatchResult<TOut>[]>;
};

type TJob<TIn, TOut> = {
  key: string;
  input: TIn;
  /** set after the job's batch failed as a whole: it runs alone, so a failing neighbour cannot fail it */
  alone: boolean;
  resolve: (value: TOut) => void;
  reject: (error: unknown) => void;
};

/**
 * Gathers inputs that arrive together into batches, a key being in at most one running batch at a time.
 * Made for PostgreSQL's order writes (modules/orders/placement/postgres-order-writer.ts): all of a store's orders take its token
 * row, so a store's concurrent orders go into one transaction (one lock wait and one commit for all) instead
 * of queueing on that row one commit at a time, while other stores' orders run in other batches. A batch
 * starts as soon as a slot is free (after one turn of the event loop, so requests that arrived together
 * share it): an input never waits for a batch to fill.
 */
export function createKeyedBatcher<TIn, TOut>(
  options: TKeyedBatcherOptions<TIn, TOut>,
): KeyedBatcher<TIn, TOut> {
  const queue: TJob<TIn, TOut>[] = [];
  const busyKeys = new Set<string>();
  let inFlight = 0;
  let scheduled = false;

  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(() => {
      scheduled = false;
      fill();
    });
  };

  /** Takes the next batch off the queue: jobs of keys not running, up to maxBatch, or one job to run alone. */
  function nextBatch(): TJob<TIn, TOut>[] {
    const batch: TJob<TIn, TOut>[] = [];
    for (let i = 0; i < queue.length && batch.length < options.maxBatch; ) {
      const job = queue[i] as TJob<TIn, TOut>;
      const fits = !busyKeys.has(job.key) && (batch.length === 0 || !job.alone);
      if (!fits) {
        i++;
        continue;
      }
      batch.push(...queue.splice(i, 1));
      if (job.alone) break;
    }
    return batch;
  }

  function fill() {
    while (inFlight < options.maxInFlight) {
      const batch = nextBatch();
      if (batch.length === 0) return;
      // sorted by key (stably), so two batches lock their keys' rows in the same order
      batch.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
      for (const job of batch) busyKeys.add(job.key);
      inFlight++;
      void runOne(batch);
    }
  }

  async function runOne(batch: TJob<TIn, TOut>[]) {
    let results: TBatchResult<TOut>[] | undefined;
    let failure: unknown;
    try {
      results = await options.runBatch(batch.map((job) => job.input));
      if (results.length !== batch.length)
        throw new Error(`runBatch answered ${results.length} results for ${batch.length} inputs`);
    } catch (error) {
      failure = error;
    }
    inFlight--;
    for (const job of batch) busyKeys.delete(job.key);
    const again: TJob<TIn, TOut>[] = [];
    batch.forEach((job, i) => {
      const result = results?.[i];
      if (result?.ok) job.resolve(result.value);
      else if (result) job.reject(result.error);
      // the whole batch failed: a batch of several tries each input again alone, once, before anything new
      else if (batch.length > 1) again.push({ ...job, alone: true });
      else job.reject(failure);
    });
    queue.unshift(...again);
    schedule();
  }

  return {
    run: (key, input) =>
      new Promise<TOut>((resolve, reject) => {
        queue.push({ key, input, alone: false, resolve, reject });
        schedule();
      }),
    queued: () => queue.length,
  };
}
