import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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
    const runner = createJobRunner(db(), server.clock, server.ctx.logger, {
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
