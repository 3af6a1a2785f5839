import { describe, expect, it } from 'vitest';
import { createKeyedBatcher, type TBatchResult } from './keyed-batches.ts';

/** A batcher whose batches are recorded and held open until `release()`; inputs 'bad' fail alone. */
function recordingBatcher(
  options: { maxInFlight?: number; maxBatch?: number; failWhole?: (inputs: string[]) => boolean } = {},
) {
  const batches: string[][] = [];
  const waiting: (() => void)[] = [];
  const batcher = createKeyedBatcher<string, string>({
    maxInFlight: options.maxInFlight ?? 2,
    maxBatch: options.maxBatch ?? 10,
    runBatch: async (inputs) => {
      batches.push(inputs);
      await new Promise<void>((resolve) => waiting.push(resolve));
      if (options.failWhole?.(inputs)) throw new Error('the batch failed');
      return inputs.map(
        (input): TBatchResult<string> =>
          input.endsWith('bad')
            ? { ok: false, error: new Error(`${input} refused`) }
            : { ok: true, value: `${input} done` },
      );
    },
  });
  const turn = () => new Promise((resolve) => setImmediate(resolve));
  const release = async () => {
    await turn();
    for (const resolve of waiting.splice(0)) resolve();
    // one turn for the batch's answers to settle, one for the next batch to start
    await turn();
    await turn();
  };
  return { batcher, batches, release, turn };
}

describe('createKeyedBatcher', () => {
  it('gathers inputs that arrive together into one batch, sorted by key, and answers each its own result', async () => {
    const { batcher, batches, release } = recordingBatcher();
    const answers = Promise.all([batcher.run('b', 'b1'), batcher.run('a', 'a1'), batcher.run('b', 'b2')]);
    await release();
    expect(await answers).toEqual(['b1 done', 'a1 done', 'b2 done']);
    expect(batches).toEqual([['a1', 'b1', 'b2']]);
  });

  it('keeps a key out of a second batch while its first runs, and gathers what waited for it', async () => {
    const { batcher, batches, release, turn } = recordingBatcher();
    const first = batcher.run('a', 'a1');
    await turn();
    expect(batches).toEqual([['a1']]);
    // a1 is running: a2 and a3 wait for it; b1 takes the second slot at once
    const rest = Promise.all([batcher.run('a', 'a2'), batcher.run('a', 'a3'), batcher.run('b', 'b1')]);
    await turn();
    expect(batches).toEqual([['a1'], ['b1']]);
    expect(batcher.queued()).toBe(2);
    await release();
    expect(batches).toEqual([['a1'], ['b1'], ['a2', 'a3']]);
    await release();
    expect(await first).toBe('a1 done');
    expect(await rest).toEqual(['a2 done', 'a3 done', 'b1 done']);
    expect(batcher.queued()).toBe(0);
  });

  it('runs no more batches at once than maxInFlight, and no batch larger than maxBatch', async () => {
    const { batcher, batches, release, turn } = recordingBatcher({ maxInFlight: 1, maxBatch: 2 });
    const answers = Promise.all(['a1', 'b1', 'c1'].map((input) => batcher.run(input[0] as string, input)));
    await turn();
    expect(batches).toEqual([['a1', 'b1']]);
    await release();
    expect(batches).toEqual([['a1', 'b1'], ['c1']]);
    await release();
    expect(await answers).toEqual(['a1 done', 'b1 done', 'c1 done']);
  });

  it('fails only the input that failed', async () => {
    const { batcher, release } = recordingBatcher();
    const answers = Promise.allSettled([batcher.run('a', 'a1'), batcher.run('a', 'a-bad')]);
    await release();
    const [good, bad] = await answers;
    expect(good).toEqual({ status: 'fulfilled', value: 'a1 done' });
    expect(bad).toMatchObject({ status: 'rejected', reason: new Error('a-bad refused') });
  });

  it('tries each input of a batch that failed as a whole again alone, and fails only the one that fails alone', async () => {
    const { batcher, batches, release } = recordingBatcher({
      failWhole: (inputs) => inputs.some((input) => input.startsWith('poison')),
    });
    const answers = [batcher.run('a', 'a1'), batcher.run('a', 'poison'), batcher.run('b', 'b1')];
    const settled = Promise.allSettled(answers);
    for (let i = 0; i < 4; i++) await release();
    const [a1, poison, b1] = await settled;
    expect(a1).toEqual({ status: 'fulfilled', value: 'a1 done' });
    expect(b1).toEqual({ status: 'fulfilled', value: 'b1 done' });
    expect(poison).toMatchObject({ status: 'rejected', reason: new Error('the batch failed') });
    expect(batches[0]).toEqual(['a1', 'poison', 'b1']);
    // then one at a time
    expect(batches.slice(1).every((batch) => batch.length === 1)).toBe(true);
    expect(batches.slice(1).flat().sort()).toEqual(['a1', 'b1', 'poison']);
  });
});
