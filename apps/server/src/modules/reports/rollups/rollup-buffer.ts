/**
 * The roll-up changes of a group-committed batch (decision 0200), netted per row and written
 * once before the batch commits: thirty submissions to one site on one day touch the same
 * twenty rows, which are then upserted once instead of thirty times.
 */
import type { Kysely } from 'kysely';
import type { BatchShare, WriteBatch } from '../../../db/group-commit';
import type { Database } from '../../../db/schema/database';
import { inLockOrder, rollupRowKey, type RollupRow } from './rollup-deltas';
import { addRollupRows } from './rollups.queries';

export interface RollupBuffer extends BatchShare {
  add(rows: readonly RollupRow[]): void;
}

const ROLLUP_BUFFER = Symbol('rollup buffer');

function createRollupBuffer(): RollupBuffer {
  const counts = new Map<string, RollupRow>();
  return {
    add(rows) {
      for (const row of rows) {
        const key = `${row.tenant_id}\u0000${rollupRowKey(row)}`;
        const known = counts.get(key);
        if (known) known.n += row.n;
        else counts.set(key, { ...row });
      }
    },
    async flush(trx: Kysely<Database>) {
      // Two batches touching the same rows lock them in the same order (no deadlock on
      // PostgreSQL).
      const rows = inLockOrder(counts);
      counts.clear();
      await addRollupRows(trx, rows);
    },
  };
}

/** The batch's roll-up buffer, made by the first write that asks for it. */
export function rollupBufferOf(batch: WriteBatch): RollupBuffer {
  return batch.share(ROLLUP_BUFFER, createRollupBuffer);
}
