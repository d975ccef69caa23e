// The console's queue at scale (decision 0180's first page of REPORT_QUEUE_PAGE): GET /api/report
// in process for a tenant of VIGIL_BENCH_QUEUE_REPORTS reports beside another tenant of as
// many — the administrator's first page, the same with each status of the console's filter, a
// moderator's (their groups' two of five domains), and the poll the console sends — with
// p50 / p95 / p99, and each statement's plan. `npm run bench:queue`; not part of `npm test`.
import fs from 'node:fs';
import { REPORT_QUEUE_PAGE, ROLES, type TListReportsResponse } from '@vigil/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, bench, describe } from 'vitest';
import { toStoredTimestamp } from '../src/lib/clock';
import {
  explainStatement,
  QUEUE_READS,
  queueReadLabel,
  queueReadQuery,
  queueStatement,
  type QueueRead,
  type QueueViewers,
} from '../src/modules/moderation/queue-plan-test-kit';
import { call } from '../src/modules/users/users-test-kit';
import { collectGarbage, createPercentiles, formatMs, writeResults } from './bench-percentiles';
import { openQueueScaleBench, type QueueScaleBench } from './queue-scale-fixture';

const REPORTS = Number(process.env.VIGIL_BENCH_QUEUE_REPORTS ?? 10_000);
/** Writing two million reports takes minutes; the hook waits for it. */
const SETUP_TIMEOUT = 120 * 60_000;
/** 400 calls a read: the p99 is then the fourth slowest, not the slowest. */
const OPTIONS = { time: 0, iterations: 400, warmupTime: 0, warmupIterations: 10 };
/** What the console's poll looks back over (REPORT_POLL_OVERLAP_SECONDS). */
const POLL_OVERLAP_MS = 5_000;

const timings = createPercentiles();
let fixture: QueueScaleBench;
let pollCursor = '';
const load: { before?: string; after?: string } = {};
/** Each read's answer in bytes: a page of scanned reports carries their scores and texts. */
const answerBytes = new Map<string, number>();

const loadAverage = (): string => fs.readFileSync('/proc/loadavg', 'utf8').trim();

function whoOf(read: QueueRead) {
  return read.who === 'moderator' ? fixture.garden.moderator : fixture.garden.admin;
}

async function get(read: QueueRead): Promise<LightMyRequestResponse> {
  const query = queueReadQuery(read, pollCursor);
  const response = await call(fixture.server, whoOf(read), 'GET', `/report?${query}`);
  if (response.statusCode !== 200) {
    throw new Error(`GET /report?${query}: ${response.statusCode} ${response.body}`);
  }
  return response;
}

/** Fails the run rather than time an answer that is not the one described. */
async function check(read: QueueRead): Promise<void> {
  const label = queueReadLabel(read);
  const response = await get(read);
  answerBytes.set(label, response.rawPayload.length);
  const answer = response.json() as TListReportsResponse;
  const { garden } = fixture;
  const allowed = new Set(
    garden.domains
      .filter((domain) => read.who !== 'moderator' || garden.moderatedDomainIds.includes(domain.id))
      .map((domain) => domain.name),
  );
  const stray = answer.data.find((record) => !allowed.has(record.domain));
  if (stray) throw new Error(`${label}: a report of ${stray.domain}`);
  if (read.kind === 'poll') {
    if (answer.data.length !== garden.domains.length) {
      throw new Error(`${label}: ${answer.data.length} changes, expected ${garden.domains.length}`);
    }
    return;
  }
  // A page, or all there are of a status (MODERATE: 36 at 10,000 reports, about 0.6 % above).
  let count = fixture.server.ctx.database.db
    .selectFrom('reports')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('tenant_id', '=', garden.tenantId);
  if (read.status) count = count.where('status', '=', read.status);
  const expected = Math.min(REPORT_QUEUE_PAGE, Number((await count.executeTakeFirstOrThrow()).n));
  if (answer.data.length !== expected) {
    throw new Error(`${label}: ${answer.data.length} reports, expected ${expected}`);
  }
  if (read.status && answer.data.some((record) => record.status !== read.status)) {
    throw new Error(`${label}: a report of another status`);
  }
}

beforeAll(async () => {
  fixture = await openQueueScaleBench(REPORTS);
  const first = (await get({ kind: 'page', who: 'admin' })).json() as TListReportsResponse;
  pollCursor = first.poll_cursor;
  for (const read of QUEUE_READS) await check(read);
  load.before = loadAverage();
}, SETUP_TIMEOUT);

afterAll(async () => {
  if (!fixture) return;
  load.after = loadAverage();
  const { db, kind } = fixture.server.ctx.database;
  const viewers: QueueViewers = {
    admin: {
      tenantId: fixture.garden.tenantId,
      userId: fixture.garden.admin.id,
      roleId: ROLES.administrator,
    },
    moderator: {
      tenantId: fixture.garden.tenantId,
      userId: fixture.garden.moderator.id,
      roleId: ROLES.moderator,
    },
  };
  const since = toStoredTimestamp(new Date(fixture.server.clock.now().getTime() - POLL_OVERLAP_MS));
  const plans: string[] = [];
  for (const read of QUEUE_READS) {
    // Diagnostics only: a plan that cannot be read must not cost the numbers above it.
    const plan = await explainStatement(db, kind, queueStatement(db, read, viewers, since), {
      analyze: true,
    }).catch((error: unknown) => `(no plan: ${String(error)})`);
    plans.push(`${queueReadLabel(read)}:\n\n\`\`\`\n${plan}\n\`\`\``);
  }
  writeResults(`queue-${kind}-${REPORTS}.md`, `${summary()}\n\n${plans.join('\n\n')}`);
  await fixture.server.close();
});

describe(`GET /api/report, ${REPORTS.toLocaleString('en')} reports a tenant`, () => {
  for (const read of QUEUE_READS) {
    const label = queueReadLabel(read);
    bench(
      label,
      timings.timed(label, OPTIONS.warmupIterations, () => get(read), collectGarbage),
      OPTIONS,
    );
  }
});

function summary(): string {
  const { server, generateMs, cached } = fixture;
  const lines = [
    `Queue benchmark, ${server.ctx.database.kind}, ${REPORTS.toLocaleString('en')} reports in ` +
      `each of two tenants, ${new Date().toISOString()}`,
    '',
    `Generation: ${(generateMs / 1000).toFixed(0)} s` +
      (cached ? ' (from the cache, timed when it was built)' : ''),
    `Load average before the timed calls: ${load.before ?? '—'}; after: ${load.after ?? '—'}`,
    '',
    '| Read | Answer KB | Calls | p50 ms | p95 ms | p99 ms |',
    '| --- | --: | --: | --: | --: | --: |',
  ];
  for (const read of QUEUE_READS) {
    const label = queueReadLabel(read);
    const row = timings.row(label);
    const kb = ((answerBytes.get(label) ?? 0) / 1024).toFixed(0);
    lines.push(
      row
        ? `| ${label} | ${kb} | ${row.samples} | ${formatMs(row.p50)} | ${formatMs(row.p95)} | ${formatMs(row.p99)} |`
        : `| ${label} | ${kb} | — | — | — | — |`,
    );
  }
  return lines.join('\n');
}
