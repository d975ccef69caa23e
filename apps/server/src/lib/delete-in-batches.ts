/** Rows one purge statement removes at most, so a large backlog never holds a long lock. */
export const PURGE_BATCH_SIZE = 1_000;

/**
 * Repeats a bounded DELETE until a batch removes fewer rows than it may: each statement locks
 * at most `batchSize` rows, and requests in between are not kept waiting. Returns the total.
 */
export async function deleteInBatches(
  deleteBatch: (limit: number) => Promise<bigint | number>,
  batchSize: number = PURGE_BATCH_SIZE,
): Promise<number> {
  let total = 0;
  for (;;) {
    const deleted = Number(await deleteBatch(batchSize));
    total += deleted;
    if (deleted < batchSize) return total;
  }
}
