import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SQLITE_FILE_NAME } from '../../db/database';
import { toStoredTimestamp } from '../../lib/clock';
import { createTestServer, type TestServer } from '../../test/test-server';
import { enqueueJob } from './enqueue-job';
import { createJobRunner, type JobOutcome, type RunningJob } from './job-runner';

const MINUTE = 60_000;

describe('durable jobs', () => {
  let server: TestServer;
  beforeEach(async () => {
    server = await createTestServer({ withConsole: false });
  });
  afterEach(async () => {
    await server.close();
  });

  const db = () => server.ctx.database.db;
  const jobRow = (id: string) =>
    db().selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  function runnerWith(handler: (job: RunningJob) => Promise<JobOutcome>, leaseMs = MINUTE) {
    const runner = createJobRunner(server.ctx.database, server.clock, server.ctx.logger, {
      leaseMs,
      pollMs: 20,
      concurrency: 2,
    });
    runner.register('test', handler);
    return runner;
  }

  it('runs a due job once with its payload and records it done', async () => {
    const seen: RunningJob[] = [];
    const runner = runnerWith(async (job) => {
      seen.push(job);
      return { outcome: 'done' };
    });
    const id = await enqueueJob(db(), server.clock.now(), {
      kind: 'test',
      tenantId: null,
      payload: { reportId: 'r-1', version: 2 },
    });

    expect(await runner.drain()).toBe(1);
    expect(await runner.drain()).toBe(0);
    expect(seen).toEqual([
      { id, tenantId: null, payload: { reportId: 'r-1', version: 2 }, attempts: 1 },
    ]);
    expect(await jobRow(id)).toMatchObject({
      status: 'done',
      attempts: 1,
      lease_until: null,
      finished_at: toStoredTimestamp(server.clock.now()),
    });
  });

  it('lets waiting requests in between two jobs of a backlog (decision 0197)', async () => {
    const order: string[] = [];
    const runner = runnerWith(async (job) => {
      // A request arriving while the first job runs: a callback of the event loop's next turn.
      if (order.length === 0) setImmediate(() => order.push('request'));
      order.push(String((job.payload as { n: number }).n));
      return { outcome: 'done' };
    });
    for (let n = 0; n < 20; n += 1) {
      await enqueueJob(db(), server.clock.now(), { kind: 'test', tenantId: null, payload: { n } });
    }
    expect(await runner.drain()).toBe(20);
    const turn = order.indexOf('request');
    expect(turn).toBeGreaterThan(0);
    expect(turn).toBeLessThan(order.length - 1);
  });

  it('waits for run_at, and retries at the time the handler names', async () => {
    let calls = 0;
    const runner = runnerWith(async () => {
      calls += 1;
      return calls === 1
        ? {
            outcome: 'retry',
            at: new Date(server.clock.now().getTime() + 5 * MINUTE),
            error: 'busy',
          }
        : { outcome: 'done' };
    });
    const id = await enqueueJob(db(), server.clock.now(), {
      kind: 'test',
      tenantId: null,
      payload: {},
      runAt: new Date(server.clock.now().getTime() + MINUTE),
    });

    expect(await runner.drain()).toBe(0);
    server.clock.advance(MINUTE);
    expect(await runner.drain()).toBe(1);
    expect(await jobRow(id)).toMatchObject({ status: 'queued', attempts: 1, last_error: 'busy' });
    server.clock.advance(4 * MINUTE);
    expect(await runner.drain()).toBe(0);
    server.clock.advance(MINUTE);
    expect(await runner.drain()).toBe(1);
    expect(await jobRow(id)).toMatchObject({ status: 'done', attempts: 2, last_error: null });
  });

  it('retries a handler that throws, with back-off, keeping only the message', async () => {
    const runner = runnerWith(async () => {
      throw new Error('scanner exploded');
    });
    const id = await enqueueJob(db(), server.clock.now(), {
      kind: 'test',
      tenantId: null,
      payload: {},
    });
    await runner.drain();
    const row = await jobRow(id);
    expect(row).toMatchObject({ status: 'queued', last_error: 'scanner exploded' });
    expect(new Date(row.run_at).getTime()).toBeGreaterThan(server.clock.now().getTime());
  });

  it('records a failed job and an unknown kind as failed, without running them again', async () => {
    const runner = runnerWith(async () => ({ outcome: 'failed', error: 'gave up' }));
    const failed = await enqueueJob(db(), server.clock.now(), {
      kind: 'test',
      tenantId: null,
      payload: {},
    });
    const unknown = await enqueueJob(db(), server.clock.now(), {
      kind: 'nobody',
      tenantId: null,
      payload: {},
    });
    expect(await runner.drain()).toBe(2);
    expect(await jobRow(failed)).toMatchObject({ status: 'failed', last_error: 'gave up' });
    expect(await jobRow(unknown)).toMatchObject({
      status: 'failed',
      last_error: 'No handler for job kind nobody',
    });
    server.clock.advance(60 * MINUTE);
    expect(await runner.drain()).toBe(0);
  });

  it('keeps one queued job per dedupe key, and queues behind a running one', async () => {
    const first = await enqueueJob(db(), server.clock.now(), {
      kind: 'test',
      tenantId: null,
      payload: { version: 1 },
      dedupeKey: 'scan:r-1',
    });
    const second = await enqueueJob(db(), server.clock.now(), {
      kind: 'test',
      tenantId: null,
      payload: { version: 2 },
      dedupeKey: 'scan:r-1',
    });
    expect(second).toBe(first);
    expect(JSON.parse((await jobRow(first)).payload)).toEqual({ version: 2 });

    // While the job runs, a change needs a run of its own after it.
    await db().updateTable('jobs').set({ status: 'running' }).where('id', '=', first).execute();
    const behind = await enqueueJob(db(), server.clock.now(), {
      kind: 'test',
      tenantId: null,
      payload: { version: 3 },
      dedupeKey: 'scan:r-1',
    });
    expect(behind).not.toBe(first);
    await db().updateTable('jobs').set({ status: 'queued' }).where('id', '=', first).execute();

    const runner = runnerWith(async () => ({ outcome: 'done' }));
    await runner.drain();
    const third = await enqueueJob(db(), server.clock.now(), {
      kind: 'test',
      tenantId: null,
      payload: { version: 4 },
      dedupeKey: 'scan:r-1',
    });
    expect(third).not.toBe(first);
    expect(third).not.toBe(behind);
  });

  it('takes over a job whose worker died once its lease has run out', async () => {
    const id = await enqueueJob(db(), server.clock.now(), {
      kind: 'test',
      tenantId: null,
      payload: {},
    });
    // A worker of a killed process claimed it and never finished.
    await db()
      .updateTable('jobs')
      .set({
        status: 'running',
        attempts: 1,
        leased_by: 'dead-worker',
        lease_until: toStoredTimestamp(new Date(server.clock.now().getTime() + MINUTE)),
      })
      .where('id', '=', id)
      .execute();
    const runner = runnerWith(async () => ({ outcome: 'done' }));

    expect(await runner.drain()).toBe(0);
    server.clock.advance(MINUTE + 1);
    expect(await runner.drain()).toBe(1);
    expect(await jobRow(id)).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('runs each job exactly once when two instances drain the same queue', async () => {
    const runs = new Map<string, number>();
    const handler = async (job: RunningJob) => {
      runs.set(job.id, (runs.get(job.id) ?? 0) + 1);
      await new Promise((resolve) => setTimeout(resolve, 2));
      return { outcome: 'done' } as const;
    };
    const ids: string[] = [];
    for (let index = 0; index < 20; index += 1) {
      ids.push(
        await enqueueJob(db(), server.clock.now(), {
          kind: 'test',
          tenantId: null,
          payload: { index },
        }),
      );
    }
    const [ranA, ranB] = await Promise.all([
      runnerWith(handler).drain(),
      runnerWith(handler).drain(),
    ]);

    expect(ranA + ranB).toBe(20);
    expect([...runs.keys()].sort()).toEqual([...ids].sort());
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
  });

  const enqueueTests = async (count: number): Promise<string[]> => {
    const ids: string[] = [];
    for (let index = 0; index < count; index += 1) {
      ids.push(
        await enqueueJob(db(), server.clock.now(), {
          kind: 'test',
          tenantId: null,
          payload: { index },
        }),
      );
    }
    return ids;
  };

  it('takes due jobs oldest first', async () => {
    const seen: number[] = [];
    const runner = createJobRunner(server.ctx.database, server.clock, server.ctx.logger, {
      leaseMs: MINUTE,
      pollMs: 20,
      concurrency: 1,
    });
    runner.register('test', async (job) => {
      seen.push((job.payload as { index: number }).index);
      return { outcome: 'done' };
    });
    const now = server.clock.now().getTime();
    for (const [index, minutesAgo] of [3, 1, 4, 2].entries()) {
      await enqueueJob(db(), server.clock.now(), {
        kind: 'test',
        tenantId: null,
        payload: { index },
        runAt: new Date(now - minutesAgo * MINUTE),
      });
    }

    expect(await runner.drain()).toBe(4);
    expect(seen).toEqual([2, 0, 3, 1]);
  });

  it('on stop, finishes the jobs in hand and claims no more', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const started: string[] = [];
    const runner = runnerWith(async (job) => {
      started.push(job.id);
      await gate;
      return { outcome: 'done' };
    });
    const ids = await enqueueTests(6);
    runner.start();
    // Both of its two slots hold a job.
    await vi.waitFor(() => expect(started.length).toBe(2), { timeout: 5_000, interval: 10 });
    const stopped = runner.stop();
    release();
    await stopped;

    const rows = await Promise.all(ids.map((id) => jobRow(id)));
    const done = rows.filter((row) => row.status === 'done').map((row) => row.id);
    expect(done.sort()).toEqual([...started].sort());
    expect(rows.filter((row) => row.status === 'queued').length).toBe(4);
  });

  it('claims past other connections: a job locked by another claim is passed over (PostgreSQL), a reader holds nothing up (SQLite)', async () => {
    const [oldest, ...rest] = await enqueueTests(4);
    const runs: string[] = [];
    const runner = runnerWith(async (job) => {
      runs.push(job.id);
      return { outcome: 'done' };
    });
    if (server.ctx.database.kind === 'postgres') {
      // Another worker is in the middle of claiming the oldest job: its row is locked.
      let unlock!: () => void;
      const held = new Promise<void>((resolve) => {
        unlock = resolve;
      });
      let locked!: () => void;
      const isLocked = new Promise<void>((resolve) => {
        locked = resolve;
      });
      const holder = db()
        .transaction()
        .execute(async (trx) => {
          await trx
            .selectFrom('jobs')
            .select('id')
            .where('id', '=', oldest ?? '')
            .forUpdate()
            .execute();
          locked();
          await held;
        });
      await isLocked;
      // Without SKIP LOCKED this drain would wait on the lock until the holder lets go.
      expect(await runner.drain()).toBe(3);
      expect([...runs].sort()).toEqual([...rest].sort());
      expect((await jobRow(oldest ?? '')).status).toBe('queued');
      unlock();
      await holder;
      expect(await runner.drain()).toBe(1);
      expect(runs.at(-1)).toBe(oldest);
      return;
    }
    // SQLite has one writer at a time, so no claim is ever in the middle of another; what
    // another connection can hold is a read, and in WAL mode a reader never holds a claim up.
    const other = new SQLite(path.join(server.ctx.config.dataDir, SQLITE_FILE_NAME));
    try {
      other.exec('BEGIN');
      const queued = other.prepare(`select count(*) as n from jobs where status = 'queued'`);
      expect(queued.get()).toEqual({ n: 4 });
      expect(await runner.drain()).toBe(4);
      expect([...runs].sort()).toEqual([oldest, ...rest].sort());
      // The reader's snapshot still shows the queue as it found it.
      expect(queued.get()).toEqual({ n: 4 });
      other.exec('COMMIT');
      expect(queued.get()).toEqual({ n: 0 });
    } finally {
      other.close();
    }
  });

  it('runs jobs in the background once started, and stops cleanly', async () => {
    const done: string[] = [];
    const runner = runnerWith(async (job) => {
      done.push(job.id);
      return { outcome: 'done' };
    });
    runner.start();
    const id = await enqueueJob(db(), server.clock.now(), {
      kind: 'test',
      tenantId: null,
      payload: {},
    });
    await vi.waitFor(() => expect(done).toEqual([id]), { timeout: 5_000, interval: 20 });
    await runner.stop();
    const later = await enqueueJob(db(), server.clock.now(), {
      kind: 'test',
      tenantId: null,
      payload: {},
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await jobRow(later)).status).toBe('queued');
  });
});
