/** How a sweep deletes: at most `batchSize` rows per statement, `shouldStop` asked between statements. */
type TBatchedDeleteOptions = { batchSize: number; shouldStop?: () => boolean };

/**
 * Runs `deleteBatch` (which deletes at most `limit` rows in one statement and answers how many went) until a
 * batch comes back short, so no sweep holds either database's writer (or its row locks) for long; requests run
 * between batches. Answers how many rows went in all.
 */
export async function deleteInBatches(
  deleteBatch: (limit: number) => Promise<number>,
  { batchSize, shouldStop }: TBatchedDeleteOptions,
): Promise<number> {
  let deleted = 0;
  for (;;) {
    const n = await deleteBatch(batchSize);
    deleted += n;
    if (n < batchSize || shouldStop?.()) return deleted;
    await new Promise((resolve) => setImmediate(resolve));
  }
}
