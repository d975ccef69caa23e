import type { Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { enqueueJob } from '../modules/jobs/enqueue-job';
import { createTestServer, type TestServer } from '../test/test-server';
import { createGroupCommit, type GroupCommit } from './group-commit';
import type { Database } from './schema/database';

describe('group commit (decision 0200)', () => {
  let server: TestServer;
  beforeEach(async () => {
    server = await createTestServer({ withConsole: false });
  });
  afterEach(async () => {
    await server.close();
  });

  const db = () => server.ctx.database.db;
  const groupOf = (maxBatch: number): GroupCommit =>
    createGroupCommit(db(), { maxBatch, concurrency: 1 });
  /** One write: a job row whose payload names it. */
  const write = (name: string) => (trx: Kysely<Database>) =>
    enqueueJob(trx, server.clock.now(), { kind: 'grouped', tenantId: null, payload: { name } });
  const storedNames = async () =>
    (await db().selectFrom('jobs').select('payload').where('kind', '=', 'grouped').execute())
      .map((row) => (JSON.parse(row.payload) as { name: string }).name)
      .sort();

  it('commits writes that arrive together in one transaction, each answered with its own result after it', async () => {
    const group = groupOf(32);
    const names = Array.from({ length: 10 }, (_, index) => `w${index}`);
    const answered: string[][] = [];
    const ids = await Promise.all(
      names.map((name) =>
        group.run(write(name)).then(async (id) => {
          // What a caller sees when it hears back: its row is there for any other reader.
          answered.push(await storedNames());
          return id;
        }),
      ),
    );

    expect(new Set(ids).size).toBe(10);
    expect(group.stats()).toEqual({ batches: 1, writes: 10, retriedAlone: 0 });
    for (const seen of answered) expect(seen).toEqual([...names].sort());
    const rows = await db().selectFrom('jobs').select('id').where('kind', '=', 'grouped').execute();
    expect(rows.map((row) => row.id).sort()).toEqual([...ids].sort());
  });

  it('keeps batches to their bound', async () => {
    const group = groupOf(4);
    await Promise.all(Array.from({ length: 10 }, (_, index) => group.run(write(`b${index}`))));
    expect(group.stats()).toEqual({ batches: 3, writes: 10, retriedAlone: 0 });
    expect((await storedNames()).length).toBe(10);
  });

  it('fails only the write that failed: the rest of its batch is stored, none of the failed one', async () => {
    const group = groupOf(32);
    const failing = group.run(async (trx) => {
      await write('half-done')(trx);
      throw new Error('this write is refused');
    });
    const others = ['a', 'b', 'c'].map((name) => group.run(write(name)));

    await expect(failing).rejects.toThrow('this write is refused');
    expect((await Promise.all(others)).length).toBe(3);
    expect(await storedNames()).toEqual(['a', 'b', 'c']);
    // The batch was rolled back whole and each write ran again alone.
    expect(group.stats()).toMatchObject({ batches: 0, retriedAlone: 4 });
  });

  it('gives the writes of a batch one share of each kind, written once before the commit', async () => {
    const group = groupOf(32);
    const key = Symbol('names');
    const made: string[][] = [];
    const share = () => {
      const names: string[] = [];
      made.push(names);
      return {
        names,
        // One job row standing for the whole batch's names.
        flush: async (trx: Kysely<Database>) => {
          await write(names.sort().join('+'))(trx);
        },
      };
    };
    await Promise.all(
      ['x', 'y', 'z'].map((name) =>
        group.run(async (trx, batch) => {
          batch.share(key, share).names.push(name);
          await write(name)(trx);
        }),
      ),
    );
    expect(made).toEqual([['x', 'y', 'z']]);
    expect(await storedNames()).toEqual(['x', 'x+y+z', 'y', 'z']);
  });

  it('answers a write that arrives alone in a transaction of its own', async () => {
    const group = groupOf(32);
    await group.run(write('first'));
    await group.run(write('second'));
    expect(group.stats()).toEqual({ batches: 2, writes: 2, retriedAlone: 0 });
    expect(await storedNames()).toEqual(['first', 'second']);
  });
});
