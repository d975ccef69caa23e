/**
 * Group commit (decision 0200): writes that arrive together share one transaction, and each
 * caller hears of its own write only once that transaction has committed — so an answer
 * never promises what a crash could take back, and N writes cost one commit instead of N.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import type { Database } from './schema/database';

/** Something the writes of one batch add to, written once, just before the batch commits. */
export interface BatchShare {
  flush(trx: Kysely<Database>): Promise<void>;
}

/** What the writes of one transaction have in common. */
export interface WriteBatch {
  /** The batch's one `key` share, made by `create` for the first write that asks. */
  share<T extends BatchShare>(key: symbol, create: () => T): T;
}

/**
 * One caller's part of a batch: database work only, on the transaction it is given. It may
 * run twice — alone, after its batch was rolled back because another part failed — so it
 * must not have effects outside the database.
 */
export type GroupedWork<T> = (trx: Kysely<Database>, batch: WriteBatch) => Promise<T>;

/**
 * Runs `work` in one transaction with a batch of its own: its shares are flushed before the
 * commit. Each part of a grouped batch gets the same.
 */
async function inTransaction<T>(
  db: Kysely<Database>,
  work: (trx: Kysely<Database>, batch: WriteBatch) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const shares = new Map<symbol, BatchShare>();
    const batch: WriteBatch = {
      share<S extends BatchShare>(key: symbol, create: () => S): S {
        const known = shares.get(key);
        if (known) return known as S;
        const made = create();
        shares.set(key, made);
        return made;
      },
    };
    const result = await work(trx, batch);
    for (const share of shares.values()) await share.flush(trx);
    return result;
  });
}

export interface GroupCommit {
  /** Runs `work` in the next batch; resolves after that batch commits. */
  run<T>(work: GroupedWork<T>): Promise<T>;
  /** Batches committed and writes in them since start, for the load suite and tests. */
  stats(): { batches: number; writes: number; retriedAlone: number };
}

export interface GroupCommitOptions {
  /**
   * Most writes in one transaction. On SQLite a transaction holds the only connection, so a
   * batch keeps every other query waiting while it runs: the bound caps that wait.
   */
  maxBatch: number;
  /**
   * Batches in flight at once: 1 on SQLite (one connection); on PostgreSQL a few, so one
   * batch's commit overlaps the next one's statements.
   */
  concurrency: number;
}

interface Pending {
  work: GroupedWork<unknown>;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

export function createGroupCommit(db: Kysely<Database>, options: GroupCommitOptions): GroupCommit {
  const waiting: Pending[] = [];
  let flushers = 0;
  const counts = { batches: 0, writes: 0, retriedAlone: 0 };

  const inOwnTransaction = (part: Pending): Promise<void> =>
    inTransaction(db, part.work).then(part.resolve, part.reject);

  async function commitBatch(batch: Pending[]): Promise<void> {
    let results: unknown[];
    try {
      results = await inTransaction(db, async (trx, shared) => {
        const done: unknown[] = [];
        for (const part of batch) done.push(await part.work(trx, shared));
        return done;
      });
    } catch (error) {
      if (batch.length === 1) {
        batch[0]?.reject(error);
        return;
      }
      // One part failed (or the commit did): nothing of the batch was written. Each part runs
      // again in a transaction of its own, so a failure is its writer's alone.
      counts.retriedAlone += batch.length;
      for (const part of batch) await inOwnTransaction(part);
      return;
    }
    counts.batches += 1;
    counts.writes += batch.length;
    batch.forEach((part, index) => part.resolve(results[index]));
  }

  async function flush(): Promise<void> {
    try {
      while (waiting.length > 0) {
        // One turn of the event loop first: requests already read join this batch.
        await nextTurn();
        const batch = waiting.splice(0, options.maxBatch);
        if (batch.length > 0) await commitBatch(batch);
      }
    } finally {
      flushers -= 1;
    }
  }

  return {
    run<T>(work: GroupedWork<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        waiting.push({ work, resolve: (value) => resolve(value as T), reject });
        if (flushers < options.concurrency) {
          flushers += 1;
          void flush();
        }
      });
    },
    stats: () => ({ ...counts }),
  };
}
