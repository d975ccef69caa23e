// The dashboard and Analytics over a year of reports: each read from the roll-ups and by plain
// aggregate queries over the reports, for a one-month and a one-year range (Analytics' reads
// each for the range the console most asks for), and what keeping the roll-ups costs a
// submission and a decision. 100,000 reports in `npm run bench`; a million
// with `npm run bench:dashboard` (VIGIL_BENCH_REPORTS). Not part of `npm test`.
import { afterAll, beforeAll, bench, describe } from 'vitest';
import { createReportsService } from '../src/modules/reports/reports.service';
import { signedCall } from '../src/modules/plugin-api/plugin-api-test-kit';
import { call } from '../src/modules/users/users-test-kit';
import { collectGarbage, createPercentiles, formatMs, writeResults } from './bench-percentiles';
import { explainStatsRead } from './dashboard-explain';
import { openDashboardBench, type DashboardBench } from './dashboard-fixture';
import { ANALYTICS_READ_LABELS, analyticsReads, type AnalyticsRead } from './analytics-reads';
import {
  canonical,
  dashboardReads,
  READ_LABELS,
  type DashboardRead,
  type DayRange,
} from './dashboard-reads';

const REPORTS = Number(process.env.VIGIL_BENCH_REPORTS ?? 100_000);
/** Building a million reports takes minutes; the hook waits for it. */
const SETUP_TIMEOUT = 90 * 60_000;
const DAY = 86_400_000;
/**
 * 200 measured calls a read: with the 73 a second of time gave, the p95 was the four slowest
 * calls of the run. Ten warm-up calls bring the read's pages back after the plain reads.
 */
const ROLLUP_OPTIONS = { time: 0, iterations: 200, warmupTime: 0, warmupIterations: 10 };
/**
 * A plain one-year read takes seconds at a million reports: a few calls, warmed up by the
 * check that both sources agree.
 */
const PLAIN_OPTIONS = { time: 0, iterations: 4, warmupTime: 0, warmupIterations: 0 };
const WRITE_OPTIONS = { time: 0, iterations: 150, warmupTime: 0, warmupIterations: 5 };
const RANGE_NAMES = ['one month', 'one year'] as const;
type RangeName = (typeof RANGE_NAMES)[number];

const timings = createPercentiles();
let fixture: DashboardBench;
const ranges = {} as Record<RangeName, DayRange>;
/** Reports a moderator may still unpublish, each decided once by the write-cost benchmark. */
let waiting: Array<{ id: string; body: object }> = [];
let submitted = 0;

/** Built once the fixture exists: vitest collects the benches (by label) first. */
let reads: DashboardRead[] = [];
let analytics: AnalyticsRead[] = [];

function readOf(label: string): DashboardRead {
  const read = reads.find((candidate) => candidate.label === label);
  if (!read) throw new Error(`No read ${label}`);
  return read;
}

function analyticsReadOf(label: string): AnalyticsRead {
  const read = analytics.find((candidate) => candidate.label === label);
  if (!read) throw new Error(`No read ${label}`);
  return read;
}

beforeAll(async () => {
  fixture = await openDashboardBench(REPORTS);
  const today = fixture.server.clock.now();
  const day = (daysBefore: number) =>
    new Date(today.getTime() - daysBefore * DAY).toISOString().slice(0, 10);
  ranges['one month'] = { from: day(30), to: day(0) };
  ranges['one year'] = { from: day(364), to: day(0) };
  reads = dashboardReads(fixture);
  analytics = await analyticsReads(fixture, ranges);
  // Fails the run rather than time two answers that differ; the plain side's only warm-up.
  for (const read of reads) {
    for (const name of RANGE_NAMES) {
      const [fromRollups, fromPlain] = [
        await read.rollups(ranges[name]),
        await read.plain(ranges[name]),
      ];
      if (canonical(fromRollups) !== canonical(fromPlain)) {
        throw new Error(`${read.label}, ${name}: the roll-ups and the plain queries differ`);
      }
    }
  }
  for (const read of analytics) {
    if (canonical(await read.rollups()) !== canonical(await read.plain())) {
      throw new Error(`${read.label}: the roll-ups and the plain queries differ`);
    }
  }
  const rows = await fixture.server.ctx.database.db
    .selectFrom('reports')
    .select(['id', 'scheme', 'domain', 'cms_meta', 'access_key'])
    .where('tenant_id', '=', fixture.tenant.tenantId)
    // Those waiting for review first, then clean ones (a reversal): enough at any volume.
    .where('status', 'in', ['MODERATE', 'CLEAN'])
    .orderBy('status', 'desc')
    .orderBy('submitted_at', 'desc')
    .limit(2 * (WRITE_OPTIONS.iterations + WRITE_OPTIONS.warmupIterations))
    .execute();
  waiting = rows.map((row) => ({
    id: row.id,
    body: {
      id: row.id,
      scheme: row.scheme,
      domain: row.domain,
      cms_meta: JSON.parse(row.cms_meta) as object,
      access_key: row.access_key,
    },
  }));
}, SETUP_TIMEOUT);

afterAll(async () => {
  if (!fixture) return;
  // Diagnostics only: a plan that cannot be read must not cost the numbers above it.
  const plan = await explainStatsRead(fixture, ranges['one year']).catch(
    (error: unknown) => `(no plan: ${String(error)})`,
  );
  const explained = `\n\nThe roll-up read of GET /api/stats, one year:\n\n\`\`\`\n${plan}\n\`\`\``;
  writeResults(
    `dashboard-${fixture.server.ctx.database.kind}-${REPORTS}.md`,
    summary() + explained,
  );
  await fixture.server.close();
});

for (const label of READ_LABELS) {
  describe(label, () => {
    for (const name of RANGE_NAMES) {
      bench(
        `${name}, roll-ups`,
        timings.timed(
          `${label}|${name}|rollups`,
          ROLLUP_OPTIONS.warmupIterations,
          () => readOf(label).rollups(ranges[name]),
          collectGarbage,
        ),
        ROLLUP_OPTIONS,
      );
      bench(
        `${name}, plain`,
        timings.timed(`${label}|${name}|plain`, PLAIN_OPTIONS.warmupIterations, () =>
          readOf(label).plain(ranges[name]),
        ),
        PLAIN_OPTIONS,
      );
    }
  });
}

for (const label of ANALYTICS_READ_LABELS) {
  describe(label, () => {
    bench(
      'roll-ups',
      timings.timed(
        `${label}|rollups`,
        ROLLUP_OPTIONS.warmupIterations,
        () => analyticsReadOf(label).rollups(),
        collectGarbage,
      ),
      ROLLUP_OPTIONS,
    );
    bench(
      'plain',
      timings.timed(`${label}|plain`, PLAIN_OPTIONS.warmupIterations, () =>
        analyticsReadOf(label).plain(),
      ),
      PLAIN_OPTIONS,
    );
  });
}

/** The roll-ups as they are, or a reports service that leaves them alone. */
function useRollups(on: boolean): void {
  const { db, kind } = fixture.server.ctx.database;
  fixture.server.ctx.services.reports = createReportsService(db, { kind, rollups: on });
}

async function submitOne(): Promise<void> {
  submitted += 1;
  const domain = fixture.tenant.domains[0];
  if (!domain) throw new Error('No domain');
  const response = await signedCall(fixture.server, domain, {
    method: 'POST',
    url: '/plugin/v1/content',
    body: {
      cms_meta: { id: `bench-${submitted}`, type: 'comment', url: `https://${domain.name}/p/1` },
      username: 'reader-1',
      content_type: 'text',
      content: `<p>A new comment, number ${submitted}, about compost.</p>`,
      scheme: 'https',
      domain: domain.name,
    },
  });
  if (response.statusCode !== 202) {
    throw new Error(`POST /content: ${response.statusCode} ${response.body}`);
  }
}

async function decideOne(): Promise<void> {
  const next = waiting.shift();
  if (!next) throw new Error('No report left to decide');
  const response = await call(
    fixture.server,
    fixture.admin,
    'POST',
    '/moderation/unpublish',
    next.body,
  );
  if (response.statusCode !== 200) {
    throw new Error(`POST /moderation/unpublish: ${response.statusCode} ${response.body}`);
  }
}

describe('write cost of the roll-ups', () => {
  for (const on of [true, false]) {
    const state = on ? 'roll-ups kept' : 'roll-ups off';
    bench(
      `POST /plugin/v1/content, ${state}`,
      timings.timed(`submit|${state}`, WRITE_OPTIONS.warmupIterations, async () => {
        useRollups(on);
        await submitOne();
      }),
      WRITE_OPTIONS,
    );
    bench(
      `POST /moderation/unpublish, ${state}`,
      timings.timed(`decide|${state}`, WRITE_OPTIONS.warmupIterations, async () => {
        useRollups(on);
        await decideOne();
      }),
      WRITE_OPTIONS,
    );
  }
});

function pair(key: string): string {
  const row = timings.row(key);
  return row ? `${formatMs(row.p50)} / ${formatMs(row.p95)}` : '—';
}

function ratio(label: string, name?: RangeName): string {
  const key = name === undefined ? label : `${label}|${name}`;
  const rollups = timings.row(`${key}|rollups`);
  const plain = timings.row(`${key}|plain`);
  if (!rollups || !plain) return '—';
  return `${(plain.p50 / rollups.p50).toFixed(0)}× / ${(plain.p95 / rollups.p95).toFixed(0)}×`;
}

function summary(): string {
  const { timings: volume } = fixture;
  const lines = [
    `Dashboard benchmark, ${fixture.server.ctx.database.kind}, ${REPORTS.toLocaleString('en')} reports, ${new Date().toISOString()}`,
    '',
    `Generation: ${(volume.generateMs / 1000).toFixed(0)} s; rebuildRollups: ${(volume.rebuildMs / 1000).toFixed(1)} s ` +
      `(${volume.rebuild.rows.toLocaleString('en')} roll-up rows)${volume.cached ? ' — from the cache, timed when it was built' : ''}`,
    '',
    '| Read | Range | Roll-ups p50 / p95 ms | Plain p50 / p95 ms | Plain ÷ roll-ups (p50 / p95) |',
    '| --- | --- | --: | --: | --: |',
  ];
  for (const label of READ_LABELS) {
    for (const name of RANGE_NAMES) {
      lines.push(
        `| ${label} | ${name} | ${pair(`${label}|${name}|rollups`)} | ${pair(`${label}|${name}|plain`)} | ${ratio(label, name)} |`,
      );
    }
  }
  for (const label of ANALYTICS_READ_LABELS) {
    const range = analytics.find((read) => read.label === label)?.range ?? '—';
    lines.push(
      `| ${label} | ${range} | ${pair(`${label}|rollups`)} | ${pair(`${label}|plain`)} | ${ratio(label)} |`,
    );
  }
  lines.push(
    '',
    '| Write | Roll-ups kept p50 / p95 ms | Roll-ups off p50 / p95 ms |',
    '| --- | --: | --: |',
  );
  lines.push(
    `| POST /plugin/v1/content | ${pair('submit|roll-ups kept')} | ${pair('submit|roll-ups off')} |`,
  );
  lines.push(
    `| POST /moderation/unpublish | ${pair('decide|roll-ups kept')} | ${pair('decide|roll-ups off')} |`,
  );
  return lines.join('\n');
}
