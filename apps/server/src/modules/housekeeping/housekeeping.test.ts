import { ROLES } from '@vigil/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { toStoredTimestamp } from '../../lib/clock';
import { deleteInBatches } from '../../lib/delete-in-batches';
import { createTestServer, type TestServer } from '../../test/test-server';
import { GUESS_RULES } from '../auth/guess-rules';
import { putMark } from '../auth/sign-in-marks.queries';
import { SIGN_IN_MARK_RETENTION_MS } from '../auth/sign-in-marks-purge';
import {
  LINK_REDEEM_PER_ADDRESS,
  PASSWORD_CHANGE_PER_USER,
  REGISTER_PER_ADDRESS,
  RESET_REQUEST_PER_ACCOUNT,
  RESET_REQUEST_PER_ADDRESS,
} from '../accounts/account-limits';
import { issueEmailLink } from '../accounts/email-links';
import { consumeEmailToken } from '../accounts/email-links.queries';
import { enqueueJob } from '../jobs/enqueue-job';
import { recordSignature } from '../plugin-api/plugin-auth.queries';
import { seedPluginSite } from '../plugin-api/plugin-api-test-kit';
import { RATE_LIMIT_RETENTION_MS } from '../rate-limit/rate-limit-purge';
import {
  HOUSEKEEPING_DEDUPE_KEY,
  HOUSEKEEPING_INTERVAL_MS,
  HOUSEKEEPING_JOB_KIND,
  scheduleHousekeeping,
} from './housekeeping-job';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const RULE = { limit: 100, windowMs: 15 * 60 * 1000 };

describe('housekeeping', () => {
  let server: TestServer;

  beforeEach(async () => {
    server = await createTestServer({ withConsole: false });
  });
  afterEach(async () => {
    await server.close();
  });

  const db = () => server.ctx.database.db;
  const now = () => server.clock.now();

  async function housekeepingJobs() {
    return db()
      .selectFrom('jobs')
      .select(['id', 'status', 'run_at'])
      .where('kind', '=', HOUSEKEEPING_JOB_KIND)
      .orderBy('run_at')
      .execute();
  }

  async function finishedJob(status: 'done' | 'failed'): Promise<string> {
    const id = await enqueueJob(db(), now(), { kind: 'test', tenantId: null, payload: {} });
    const stamp = toStoredTimestamp(now());
    await db()
      .updateTable('jobs')
      .set({ status, finished_at: stamp, updated_at: stamp })
      .where('id', '=', id)
      .execute();
    return id;
  }

  async function seedUser() {
    const tenant = await server.ctx.services.users.createTenantWithUsers('Tidy Co', [
      {
        name: 'Tess Tidy',
        email: 'tess@tidy.test',
        password: 'walnut harbour lantern 42',
        roleId: ROLES.administrator,
        verified: false,
      },
    ]);
    const user = await db()
      .selectFrom('users')
      .select(['id', 'tenant_id', 'email'])
      .where('tenant_id', '=', tenant.id)
      .executeTakeFirstOrThrow();
    return user;
  }

  async function remaining(table: 'sessions' | 'email_tokens' | 'jobs'): Promise<Set<string>> {
    const rows =
      table === 'sessions'
        ? await db().selectFrom('sessions').select('id').execute()
        : table === 'email_tokens'
          ? await db().selectFrom('email_tokens').select('id').execute()
          : await db().selectFrom('jobs').select('id').execute();
    return new Set(rows.map((row) => row.id));
  }

  async function runHousekeepingJob(): Promise<void> {
    await scheduleHousekeeping(server.ctx);
    await server.ctx.jobs.drain();
  }

  it('removes rows past their time and keeps fresh ones', async () => {
    const user = await seedUser();
    const site = await seedPluginSite(server, 'Signed Co', 'signed.test');
    const domainId = site.domain.id;
    const sessions = server.ctx.services.sessions;
    const stamp = (offsetMs: number) => toStoredTimestamp(new Date(now().getTime() + offsetMs));

    // Day 0.
    const oldDone = await finishedJob('done');
    const oldFailed = await finishedJob('failed');
    const oldSession = (await sessions.create(user.id, user.tenant_id)).session.id;
    await issueEmailLink(db(), server.clock, user, 'confirm');
    const [confirmLink] = await db().selectFrom('email_tokens').select('id').execute();
    await consumeEmailToken(db(), user.tenant_id, confirmLink?.id ?? '', stamp(0));
    // A reset link retires nothing of the confirm kind; it expires an hour later unused.
    await issueEmailLink(db(), server.clock, user, 'reset');
    const oldReset = (
      await db()
        .selectFrom('email_tokens')
        .select('id')
        .where('purpose', '=', 'reset')
        .executeTakeFirstOrThrow()
    ).id;
    await server.ctx.services.rateLimits.consume([{ key: 'old-window', rule: RULE }]);
    await recordSignature(db(), domainId, 'old-signature', stamp(5 * 60 * 1000));

    // Day 7, 11 hours: an invitation that will expire on day 14 unused, and a session that
    // will have been idle for 13 hours when housekeeping runs.
    server.clock.advance(7 * DAY + 11 * HOUR);
    await issueEmailLink(db(), server.clock, user, 'invite');
    const expiringInvite = (
      await db()
        .selectFrom('email_tokens')
        .select('id')
        .where('purpose', '=', 'invite')
        .executeTakeFirstOrThrow()
    ).id;
    const idleSession = (await sessions.create(user.id, user.tenant_id)).session.id;

    // Day 8: fresh rows of every kind.
    server.clock.advance(13 * HOUR);
    const freshDone = await finishedJob('done');
    const freshFailed = await finishedJob('failed');
    const freshSession = (await sessions.create(user.id, user.tenant_id)).session.id;
    await server.ctx.services.rateLimits.consume([{ key: 'fresh-window', rule: RULE }]);
    await recordSignature(db(), domainId, 'fresh-signature', stamp(5 * 60 * 1000));

    await runHousekeepingJob();

    const jobs = await remaining('jobs');
    expect(jobs.has(oldDone)).toBe(false);
    expect([oldFailed, freshDone, freshFailed].every((id) => jobs.has(id))).toBe(true);
    const sessionIds = await remaining('sessions');
    expect(sessionIds.has(oldSession)).toBe(false);
    expect(sessionIds.has(idleSession)).toBe(false);
    expect(sessionIds.has(freshSession)).toBe(true);
    // The confirm link was used 8 days ago, the reset link expired 8 days ago; the invite
    // still works.
    const links = await remaining('email_tokens');
    expect(links.has(confirmLink?.id ?? '')).toBe(false);
    expect(links.has(oldReset)).toBe(false);
    expect(links.has(expiringInvite)).toBe(true);
    const windows = await db().selectFrom('rate_limits').select('key').execute();
    expect(windows.map((row) => row.key)).toContain('fresh-window');
    expect(windows.map((row) => row.key)).not.toContain('old-window');
    const signatures = await db()
      .selectFrom('plugin_request_signatures')
      .select('signature')
      .where('domain_id', '=', domainId)
      .execute();
    expect(signatures.map((row) => row.signature)).toEqual(['fresh-signature']);

    // Day 31: the old failed job has been kept 30 days, the invite expired 16 days ago.
    server.clock.advance(23 * DAY);
    await runHousekeepingJob();
    const later = await remaining('jobs');
    expect(later.has(oldFailed)).toBe(false);
    expect(later.has(freshFailed)).toBe(true);
    expect((await remaining('email_tokens')).has(expiringInvite)).toBe(false);
    expect(server.logs.join('')).toContain('housekeeping removed expired rows');
  });

  it('runs again an hour later, and two enqueues make one job', async () => {
    await scheduleHousekeeping(server.ctx);
    await scheduleHousekeeping(server.ctx);
    const queued = await housekeepingJobs();
    expect(queued).toEqual([
      { id: expect.any(String), status: 'queued', run_at: toStoredTimestamp(now()) },
    ]);

    expect(await server.ctx.jobs.drain()).toBe(1);
    const nextRun = toStoredTimestamp(new Date(now().getTime() + HOUSEKEEPING_INTERVAL_MS));
    const afterRun = await housekeepingJobs();
    expect(afterRun.map(({ status, run_at }) => ({ status, run_at }))).toEqual([
      { status: 'done', run_at: toStoredTimestamp(now()) },
      { status: 'queued', run_at: nextRun },
    ]);

    // Not due yet; an hour later it runs and queues the next one.
    server.clock.advance(HOUSEKEEPING_INTERVAL_MS - 1);
    expect(await server.ctx.jobs.drain()).toBe(0);
    server.clock.advance(1);
    expect(await server.ctx.jobs.drain()).toBe(1);
    const queuedNow = (await housekeepingJobs()).filter((job) => job.status === 'queued');
    expect(queuedNow.map((job) => job.run_at)).toEqual([
      toStoredTimestamp(new Date(now().getTime() + HOUSEKEEPING_INTERVAL_MS)),
    ]);
  });

  it('settles two instances that both inserted a job to one', async () => {
    // What two instances starting at once can leave: each found no job and added one.
    for (const id of ['a-copy', 'b-copy']) {
      const stamp = toStoredTimestamp(now());
      await db()
        .insertInto('jobs')
        .values({
          id,
          tenant_id: null,
          kind: HOUSEKEEPING_JOB_KIND,
          payload: '{}',
          status: 'queued',
          attempts: 0,
          run_at: stamp,
          lease_until: null,
          leased_by: null,
          last_error: null,
          dedupe_key: HOUSEKEEPING_DEDUPE_KEY,
          created_at: stamp,
          updated_at: stamp,
          finished_at: null,
        })
        .execute();
    }
    await scheduleHousekeeping(server.ctx);
    expect((await housekeepingJobs()).map((job) => job.id)).toEqual(['a-copy']);
  });

  it('is queued when a server starts running jobs, and another start adds none', async () => {
    const running = await createTestServer({ withConsole: false, startJobs: true });
    try {
      const db2 = running.ctx.database.db;
      const jobsOf = () =>
        db2
          .selectFrom('jobs')
          .select(['status', 'run_at'])
          .where('kind', '=', HOUSEKEEPING_JOB_KIND)
          .execute();
      // The poller runs the first one at once; what stays is one run an hour later.
      const nextRun = toStoredTimestamp(
        new Date(running.clock.now().getTime() + HOUSEKEEPING_INTERVAL_MS),
      );
      await expect
        .poll(async () => (await jobsOf()).filter((job) => job.status !== 'done'), {
          timeout: 5_000,
        })
        .toEqual([{ status: 'queued', run_at: nextRun }]);
      // A second instance starting on the same database adds no job: it moves the waiting run
      // to now, which the poller runs and follows with one run an hour later.
      await scheduleHousekeeping(running.ctx);
      await expect
        .poll(async () => (await jobsOf()).filter((job) => job.status !== 'done'), {
          timeout: 5_000,
        })
        .toEqual([{ status: 'queued', run_at: nextRun }]);
    } finally {
      await running.close();
    }
  });

  it('deletes in batches until a batch comes back short', async () => {
    const stale = toStoredTimestamp(new Date(now().getTime() - RATE_LIMIT_RETENTION_MS - HOUR));
    const rows = Array.from({ length: 2_500 }, (_, index) => ({
      key: `stale-${index}`,
      window_started_at: stale,
      hits: 1,
    }));
    for (let start = 0; start < rows.length; start += 500) {
      await db()
        .insertInto('rate_limits')
        .values(rows.slice(start, start + 500))
        .execute();
    }
    await server.ctx.services.rateLimits.consume([{ key: 'live', rule: RULE }]);
    const batches: number[] = [];
    const counted = await deleteInBatches(async (limit) => {
      const result = await db()
        .deleteFrom('rate_limits')
        .where('key', 'in', (eb) =>
          eb
            .selectFrom('rate_limits')
            .select('key')
            .where('window_started_at', '=', stale)
            .limit(limit),
        )
        .executeTakeFirst();
      batches.push(Number(result.numDeletedRows));
      return result.numDeletedRows;
    });
    expect(counted).toBe(2_500);
    expect(batches).toEqual([1_000, 1_000, 500]);
    expect(await db().selectFrom('rate_limits').select('key').execute()).toEqual([{ key: 'live' }]);
  });

  it('keeps rate-limit counters longer than any rule counts', () => {
    const rules = [
      ...Object.values(GUESS_RULES).flatMap((guess) => [
        guess.perAccountAndAddress,
        guess.perAddress,
        guess.perAccount,
      ]),
      REGISTER_PER_ADDRESS,
      RESET_REQUEST_PER_ACCOUNT,
      RESET_REQUEST_PER_ADDRESS,
      LINK_REDEEM_PER_ADDRESS,
      PASSWORD_CHANGE_PER_USER,
    ];
    for (const rule of rules) expect(rule.windowMs).toBeLessThan(RATE_LIMIT_RETENTION_MS);
  });

  it('forgets sign-in marks once they can no longer matter', async () => {
    const stamp = (offsetMs: number) => toStoredTimestamp(new Date(now().getTime() + offsetMs));
    await putMark(db(), 'known:password:old@marks.test:203.0.113.1', stamp(0));
    await putMark(db(), 'known:password:fresh@marks.test:203.0.113.1', stamp(DAY));
    server.clock.advance(SIGN_IN_MARK_RETENTION_MS + HOUR);
    await runHousekeepingJob();
    const marks = await db().selectFrom('sign_in_marks').select('key').execute();
    expect(marks.map((row) => row.key)).toEqual(['known:password:fresh@marks.test:203.0.113.1']);
  });
});
