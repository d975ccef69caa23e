/**
 * The monthly job (decision 0161): one report per tenant and month however often it runs and
 * however many instances run it at once (on PostgreSQL when the suite runs there), every
 * missed month caught up, a partial report replaced by the final one, and the next run queued
 * for the first of next month.
 */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from '../../server';
import { createTestServer, type TestServer } from '../../test/test-server';
import { toStoredTimestamp } from '../../lib/clock';
import { generateDueReports, generateReport } from './generate-report';
import {
  TRANSPARENCY_DEDUPE_KEY,
  TRANSPARENCY_JOB_KIND,
  scheduleTransparencyReports,
} from './transparency-job';
import { seedKnownMonth, type KnownTenant } from './transparency-test-kit';

describe('the monthly transparency reports job', () => {
  let server: TestServer;
  let second: Server;
  let known: KnownTenant;

  beforeAll(async () => {
    server = await createTestServer();
    // A second instance on the same database (SQLite file or PostgreSQL), one clock.
    second = await createServer(server.ctx.config, {
      clock: server.clock,
      startJobs: false,
      logDestination: new Writable({ write: (_chunk, _encoding, done) => done() }),
    });
    known = await seedKnownMonth(server, 'Monthly Job');
  });
  afterAll(async () => {
    await second.close();
    await server.close();
  });

  const db = () => server.ctx.database.db;
  const stored = () =>
    db()
      .selectFrom('transparency_reports')
      .select(['id', 'month', 'status', 'sha256', 'generated_at'])
      .where('tenant_id', '=', known.tenantId)
      .orderBy('month')
      .execute();
  const queuedRuns = () =>
    db()
      .selectFrom('jobs')
      .select(['id', 'run_at', 'status'])
      .where('dedupe_key', '=', TRANSPARENCY_DEDUPE_KEY)
      .where('status', '=', 'queued')
      .execute();

  it('makes September and October on the first of November, once, however often it runs', async () => {
    server.clock.set('2026-11-01T00:00:00.000Z');
    await scheduleTransparencyReports(server.ctx);
    await scheduleTransparencyReports(second.ctx);
    expect(await queuedRuns()).toHaveLength(1);
    await server.ctx.jobs.drain();
    const first = await stored();
    expect(first.map((row) => [row.month, row.status])).toEqual([
      ['2026-09', 'final'],
      ['2026-10', 'final'],
    ]);
    // The next run waits for the first of December.
    expect((await queuedRuns()).map((row) => row.run_at)).toEqual([
      toStoredTimestamp(new Date('2026-12-01T00:00:00.000Z')),
    ]);

    // Again, by hand and by the other instance: nothing new, nothing rewritten.
    await scheduleTransparencyReports(second.ctx);
    await second.ctx.jobs.drain();
    expect((await generateDueReports(server.ctx, server.clock.now())).written).toBe(0);
    expect(await stored()).toEqual(first);
  });

  it('yields one report per month when two instances run at once', async () => {
    const other = await seedKnownMonth(server, 'Racing Instances');
    const runs = await Promise.all([
      generateDueReports(server.ctx, server.clock.now()),
      generateDueReports(second.ctx, server.clock.now()),
      generateDueReports(server.ctx, server.clock.now()),
      generateDueReports(second.ctx, server.clock.now()),
    ]);
    expect(runs.every((run) => run.failed.length === 0)).toBe(true);
    // Each month of the new tenant was written exactly once, by whichever instance won.
    expect(runs.reduce((sum, run) => sum + run.written, 0)).toBe(2);
    const rows = await db()
      .selectFrom('transparency_reports')
      .select(['month', 'status'])
      .where('tenant_id', '=', other.tenantId)
      .orderBy('month')
      .execute();
    expect(rows).toEqual([
      { month: '2026-09', status: 'final' },
      { month: '2026-10', status: 'final' },
    ]);
  });

  it('replaces a partial report with the final one, and never a final one', async () => {
    server.clock.set('2026-11-20T12:00:00.000Z');
    await known.writer.decide(
      new Date('2026-11-20T11:00:00.000Z'),
      known.reports.G ?? { id: '', status: 'MODERATE', version: 1 },
      'MANUALLY_IGNORED',
      known.people.moderator,
    );
    const partial = (month: string) =>
      generateReport(server.ctx, {
        tenantId: known.tenantId,
        month,
        status: 'partial',
        generatedBy: known.admin.id,
        now: server.clock.now(),
      });
    expect(await partial('2026-11')).toBe(true);
    const firstPartial = (await stored()).find((row) => row.month === '2026-11');
    expect(firstPartial).toMatchObject({ status: 'partial' });
    // Asked again: the newer partial replaces it, still one row for the month.
    server.clock.advance(60_000);
    expect(await partial('2026-11')).toBe(true);
    const november = (await stored()).filter((row) => row.month === '2026-11');
    expect(november).toHaveLength(1);
    expect(november[0]?.id).not.toBe(firstPartial?.id);
    // A final month is never replaced by a partial one.
    expect(await partial('2026-10')).toBe(false);

    // The server was down from the 20th of November to the 3rd of January: the start's run
    // makes November (replacing its partial) and December (no data: no report).
    server.clock.set('2027-01-03T08:00:00.000Z');
    await scheduleTransparencyReports(second.ctx);
    await second.ctx.jobs.drain();
    const after = await stored();
    expect(after.map((row) => [row.month, row.status])).toEqual([
      ['2026-09', 'final'],
      ['2026-10', 'final'],
      ['2026-11', 'final'],
    ]);
    expect(after.find((row) => row.month === '2026-11')?.id).not.toBe(november[0]?.id);
    expect((await queuedRuns()).map((row) => row.run_at)).toEqual([
      toStoredTimestamp(new Date('2027-02-01T00:00:00.000Z')),
    ]);
  });

  it('catches up every missed month with data, in order', async () => {
    // Items in January and March 2027, none in February; the server next runs in May.
    const late = seedKnownMonth(server, 'Late Starter');
    const tenant = await late;
    const domain = { id: null, name: 'gone.test' };
    for (const when of ['2027-01-10T10:00:00.000Z', '2027-03-10T10:00:00.000Z']) {
      await tenant.writer.submit(new Date(when), domain, 'text', 'late');
    }
    server.clock.set('2027-05-02T09:00:00.000Z');
    await scheduleTransparencyReports(server.ctx);
    await server.ctx.jobs.drain();
    const months = await db()
      .selectFrom('transparency_reports')
      .select('month')
      .where('tenant_id', '=', tenant.tenantId)
      .orderBy('month')
      .execute();
    expect(months.map((row) => row.month)).toEqual(['2026-09', '2026-10', '2027-01', '2027-03']);
    const job = await db()
      .selectFrom('jobs')
      .select('status')
      .where('kind', '=', TRANSPARENCY_JOB_KIND)
      .where('status', '=', 'failed')
      .execute();
    expect(job).toEqual([]);
  });
});
