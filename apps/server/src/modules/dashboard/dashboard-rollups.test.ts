/**
 * The roll-ups never drift (decision 0140): for random report histories — submissions, media,
 * scans, moderators' decisions and reversals, edits, a domain and a user deleted — every stat
 * and chart read from the roll-ups equals the same figure counted by plain queries over the
 * reports, for every kind of caller and random ranges. And the rebuild repairs a drifted table.
 */
import fc from 'fast-check';
import {
  CHART_IDS,
  ROLES,
  TOP_LIST_LENGTH,
  type RoleId,
  type TDateRangeQuery,
} from '@vigil/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test/test-server';
import type { RollupKind } from '../../db/schema/moderation-engine';
import type { ReportViewer, RollupTotal } from '../reports/reports.service';
import { call } from '../users/users-test-kit';
import { dashboardChart } from './dashboard-charts';
import { dashboardScope } from './dashboard-scope';
import { dashboardStats } from './dashboard-stats';
import { topAuthorsFromLeaders } from './top-authors';
import {
  historyWriter,
  seedDashboardSite,
  type DashboardSite,
  type HistoryReport,
} from './dashboard-test-kit';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Histories run over the turn of the year, so ranges cross month and year ends. */
const BASE = Date.UTC(2026, 0, 20);
const SPAN_DAYS = 75;
/** Every kind, listed by the type: a kind added later is compared too. */
const EVERY_KIND: Record<RollupKind, true> = {
  submissions: true,
  items: true,
  artifacts: true,
  decisions: true,
  response: true,
  response_groups: true,
  categories: true,
  scanners: true,
  extractors: true,
  authors: true,
  activity: true,
  measures: true,
  detections: true,
  automated: true,
  overturned: true,
  outcomes: true,
  outcome_categories: true,
  scores: true,
  automation: true,
  team: true,
  queue: true,
};
const ALL_KINDS = Object.keys(EVERY_KIND) as RollupKind[];
const CATEGORIES = [null, 'text-profanity', 'text-hate', 'text-spam'] as const;

const day = (time: number) => new Date(time).toISOString().slice(0, 10);

const opArbitrary = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      type: fc.constant('submit' as const),
      domain: fc.integer({ min: 0, max: 2 }),
      contentType: fc.constantFrom('text', 'image', 'video', 'audio'),
      author: fc.constantFrom('ann', 'bob', 'cat', 'Dan Ünicode'),
      offsetSeconds: fc.integer({ min: 0, max: SPAN_DAYS * 86_400 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constant('media' as const),
      report: fc.nat(),
      delay: fc.integer({ min: 1, max: 600 }),
    }),
  },
  {
    weight: 5,
    arbitrary: fc.record({
      type: fc.constant('scan' as const),
      report: fc.nat(),
      to: fc.constantFrom('CLEAN' as const, 'MODERATE' as const, 'AUTO_UNPUBLISHED' as const),
      category: fc.constantFrom(...CATEGORIES),
      scanners: fc.constantFrom('', '1', '1,2', '2'),
      extractors: fc.constantFrom('', 'html-text', 'html-text,metadata', 'personal-data'),
      delay: fc.integer({ min: 0, max: 3 * 86_400 }),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      type: fc.constant('decide' as const),
      report: fc.nat(),
      to: fc.constantFrom('MANUALLY_UNPUBLISHED' as const, 'MANUALLY_IGNORED' as const),
      user: fc.constantFrom('admin' as const, 'moderator' as const, 'limited' as const),
      delay: fc.integer({ min: 1, max: 5 * 86_400 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constant('resubmit' as const),
      report: fc.nat(),
      delay: fc.integer({ min: 1, max: 10 * 86_400 }),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ type: 'delete-domain' as const }) },
  { weight: 1, arbitrary: fc.constant({ type: 'delete-user' as const }) },
);

const rangeArbitrary = fc
  .tuple(fc.integer({ min: -5, max: SPAN_DAYS + 15 }), fc.integer({ min: 0, max: SPAN_DAYS + 20 }))
  .map(([start, length]): TDateRangeQuery => {
    const from = BASE - SPAN_DAYS * DAY_MS + start * DAY_MS;
    return { from: day(from), to: day(from + length * DAY_MS) };
  });

type Op = typeof opArbitrary extends fc.Arbitrary<infer T> ? T : never;

interface Tracked extends HistoryReport {
  /** When the report last changed: the next step comes after it. */
  at: number;
}

async function playHistory(server: TestServer, site: DashboardSite, ops: Op[]): Promise<void> {
  const write = historyWriter(server, site.tenantId);
  const reports: Tracked[] = [];
  const live = { domainThree: true, moderator: true };
  const pick = (index: number) => reports[index % Math.max(1, reports.length)];
  for (const op of ops) {
    if (op.type === 'submit') {
      const index = op.domain === 2 && !live.domainThree ? 0 : op.domain;
      const domain = site.domains[index];
      if (!domain) continue;
      const at = BASE - SPAN_DAYS * DAY_MS + op.offsetSeconds * 1000;
      const report = await write.submit(
        new Date(at),
        { id: domain.id, name: domain.name },
        op.contentType,
        op.author,
      );
      reports.push({ ...report, at });
      continue;
    }
    if (op.type === 'delete-domain') {
      if (!live.domainThree) continue;
      const domain = site.domains[2];
      if (!domain) continue;
      const deleted = await call(server, site.people.admin, 'DELETE', `/domains/${domain.id}`);
      expect(deleted.statusCode).toBe(200);
      live.domainThree = false;
      continue;
    }
    if (op.type === 'delete-user') {
      if (!live.moderator) continue;
      const deleted = await call(
        server,
        site.people.admin,
        'DELETE',
        `/users/${site.people.moderator.id}`,
      );
      expect(deleted.statusCode).toBe(200);
      live.moderator = false;
      continue;
    }
    const report = pick(op.report);
    if (!report) continue;
    const at = report.at + op.delay * 1000;
    let changed: boolean;
    if (op.type === 'media') {
      if (report.status !== 'PENDING') continue;
      await write.storeMedia(new Date(at), report);
      changed = true;
    } else if (op.type === 'scan') {
      if (report.status !== 'PENDING') continue;
      const scores: Record<string, number> =
        op.category === null ? {} : { [op.category]: 90, 'text-sexual': 5 };
      changed = await write.scan(new Date(at), report, op.to, {
        topCategoryId: op.category,
        scores,
        scannerIds: op.scanners,
        extractorIds: op.extractors,
      });
    } else if (op.type === 'decide') {
      if (report.status === 'PENDING') continue;
      if (op.user === 'moderator' && !live.moderator) continue;
      const person = site.people[op.user];
      changed = await write.decide(new Date(at), report, op.to, {
        id: person.id,
        name: op.user,
      });
    } else {
      changed = await write.resubmit(new Date(at), report);
    }
    expect(changed).toBe(true);
    report.at = at;
  }
}

/** Deleted domains and users are gathered under '' (the charts' "deleted" and "former"). */
function normalised(rows: RollupTotal[], domains: Set<string>, users: Set<string>): string[] {
  const sums = new Map<string, number>();
  const user = (id: string) => (users.has(id) ? id : '');
  for (const row of rows) {
    const domain = domains.has(row.domain_id) ? row.domain_id : '';
    const dim1 = row.kind === 'team' ? user(row.dim1) : row.dim1;
    const dim2 = row.kind === 'decisions' ? user(row.dim2) : row.dim2;
    const key = [row.kind, domain, dim1, dim2].join('|');
    sums.set(key, (sums.get(key) ?? 0) + row.n);
  }
  return [...sums]
    .filter(([, n]) => n !== 0)
    .map(([key, n]) => `${key}=${n}`)
    .sort();
}

describe('dashboard roll-ups against plain counts over the reports', () => {
  let server: TestServer;
  let runs = 0;
  /** Lists the leaders settled on their own: the short cut must be taken, not only refused. */
  let settledLists = 0;

  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  /**
   * The top authors' short cut with short lists (one or two rows a period, so the bound is
   * in play): every listed pair's sum is exact, every other pair is within the bound, and a
   * list the leaders settle is the list of the plain counts.
   */
  async function expectLeadersHold(viewer: ReportViewer, range: TDateRangeQuery) {
    const scope = await dashboardScope(server.ctx, viewer);
    const live = new Set(
      (
        await server.ctx.database.db
          .selectFrom('domains')
          .select('id')
          .where('tenant_id', '=', viewer.tenantId)
          .execute()
      ).map((row) => row.id),
    );
    const plain = await server.ctx.services.reports.readPlainTotals({
      tenantId: viewer.tenantId,
      kinds: ['authors'],
      ...range,
      domainIds: scope.domainIds,
      byDomain: true,
    });
    const expected = await dashboardChart(
      server.ctx,
      viewer,
      'top-authors-unpublished',
      range,
      'plain',
    );
    const wanted = [undefined, { limit: TOP_LIST_LENGTH, spread: 1 }, { limit: 2, spread: 2 }];
    for (const [perPeriod, want] of [1, 2].flatMap((n) => wanted.map((w) => [n, w] as const))) {
      // Pairs left unsummed (the wanted list cannot reach them) are held to the bound too.
      const leaders = await server.ctx.services.reports.readRollupLeaders(
        { tenantId: viewer.tenantId, kind: 'authors', ...range, domainIds: scope.domainIds },
        perPeriod,
        want,
      );
      // The plain counts know a deleted domain's reports only as domain-less (the reports
      // keep no domain id); the roll-ups still count them under the id they were submitted to.
      const listed = new Map<string, number>();
      for (const pair of leaders.pairs) {
        const key = `${live.has(pair.domain_id) ? pair.domain_id : ''}|${pair.dim1}`;
        listed.set(key, (listed.get(key) ?? 0) + pair.n);
      }
      for (const row of plain) {
        const key = `${row.domain_id}|${row.dim1}`;
        const sum = listed.get(key);
        if (sum === undefined) expect(row.n, key).toBeLessThanOrEqual(leaders.bound);
        else expect(sum, key).toBe(row.n);
      }
      for (const [key, sum] of listed) {
        if (sum !== 0)
          expect(plain.some((row) => `${row.domain_id}|${row.dim1}` === key)).toBe(true);
      }
      const settled = await topAuthorsFromLeaders(server.ctx, scope, range, perPeriod);
      if (settled !== undefined) {
        settledLists += 1;
        expect(settled).toEqual(expected);
      }
    }
  }

  async function expectSameFigures(site: DashboardSite, ranges: TDateRangeQuery[]) {
    const viewers: Array<{ userId: string; roleId: RoleId }> = [
      { userId: site.people.admin.id, roleId: ROLES.administrator },
      { userId: site.people.limited.id, roleId: ROLES.moderator },
      { userId: site.people.viewer.id, roleId: ROLES.viewer },
    ];
    for (const range of ranges) {
      for (const { userId, roleId } of viewers) {
        const viewer = { tenantId: site.tenantId, userId, roleId };
        const stats = await dashboardStats(server.ctx, viewer, range, 'rollups');
        expect(stats, `stats ${roleId} ${range.from}..${range.to}`).toEqual(
          await dashboardStats(server.ctx, viewer, range, 'plain'),
        );
        for (const chartId of CHART_IDS) {
          expect(
            await dashboardChart(server.ctx, viewer, chartId, range, 'rollups'),
            `${chartId} ${roleId} ${range.from}..${range.to}`,
          ).toEqual(await dashboardChart(server.ctx, viewer, chartId, range, 'plain'));
        }
        await expectLeadersHold(viewer, range);
      }
      const { db } = server.ctx.database;
      const domains = new Set(
        (
          await db
            .selectFrom('domains')
            .select('id')
            .where('tenant_id', '=', site.tenantId)
            .execute()
        ).map((row) => row.id),
      );
      const users = new Set(
        (
          await db.selectFrom('users').select('id').where('tenant_id', '=', site.tenantId).execute()
        ).map((row) => row.id),
      );
      const scope = {
        tenantId: site.tenantId,
        kinds: ALL_KINDS,
        ...range,
        domainIds: null,
        byDomain: true,
      };
      expect(
        normalised(await server.ctx.services.reports.readRollupTotals(scope), domains, users),
      ).toEqual(
        normalised(await server.ctx.services.reports.readPlainTotals(scope), domains, users),
      );
      // The rows that count every domain at once answer the same sums, as a whole.
      const whole = { ...scope, byDomain: false };
      const wholeRows = await server.ctx.services.reports.readRollupTotals(whole);
      expect(new Set(wholeRows.map((row) => row.domain_id))).toEqual(
        new Set(wholeRows.length > 0 ? ['*'] : []),
      );
      expect(normalised(wholeRows, domains, users)).toEqual(
        normalised(await server.ctx.services.reports.readPlainTotals(whole), domains, users),
      );
    }
  }

  it('every stat and chart equals a direct count, for random histories, callers and ranges', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(opArbitrary, { minLength: 1, maxLength: 45 }),
        fc.array(rangeArbitrary, { minLength: 2, maxLength: 3 }),
        async (ops, ranges) => {
          runs += 1;
          const site = await seedDashboardSite(server, `History ${runs}`);
          await playHistory(server, site, ops);
          const everything = {
            from: day(BASE - (SPAN_DAYS + 5) * DAY_MS),
            to: day(BASE + 20 * DAY_MS),
          };
          await expectSameFigures(site, [...ranges, everything]);
          // The whole history is counted: every report's latest version, once.
          const all = await dashboardStats(
            server.ctx,
            { tenantId: site.tenantId, userId: site.people.admin.id, roleId: ROLES.administrator },
            everything,
          );
          const stored = await server.ctx.database.db
            .selectFrom('reports')
            .select((eb) => eb.fn.countAll<number | string>().as('n'))
            .where('tenant_id', '=', site.tenantId)
            .executeTakeFirstOrThrow();
          expect(all.total).toBe(Number(stored.n));
        },
      ),
      {
        numRuns: 12,
        examples: [
          // Found by CI: a report auto-unpublished on a domain that is then deleted, scanned
          // clean afterwards, leaves no author to list.
          [
            [
              { type: 'submit', domain: 2, contentType: 'text', author: 'ann', offsetSeconds: 0 },
              {
                type: 'scan',
                report: 0,
                to: 'AUTO_UNPUBLISHED',
                category: null,
                scanners: '',
                extractors: '',
                delay: 0,
              },
              { type: 'delete-domain' },
              {
                type: 'scan',
                report: 0,
                to: 'CLEAN',
                category: null,
                scanners: '',
                extractors: '',
                delay: 0,
              },
            ],
            [
              { from: '2025-11-06', to: '2025-11-06' },
              { from: '2025-11-06', to: '2025-11-06' },
            ],
          ],
        ],
      },
    );
    expect(settledLists).toBeGreaterThan(0);
    // Twelve histories of up to 45 steps, each checked nine charts × three callers × up to four
    // ranges both ways: about a minute on PostgreSQL on a busy machine.
  }, 240_000);

  it('the rebuild finds and repairs drift, and finds none after', async () => {
    const site = await seedDashboardSite(server, 'Drifted');
    const ops = fc.sample(fc.array(opArbitrary, { minLength: 40, maxLength: 40 }), {
      numRuns: 1,
      seed: 13,
    })[0];
    if (!ops) throw new Error('no sample');
    await playHistory(server, site, ops);
    const { db } = server.ctx.database;
    // Drift of three sorts: a wrong count, a missing row and a row that should not be there.
    await db
      .updateTable('report_rollups')
      .set({ n: 999 })
      .where('tenant_id', '=', site.tenantId)
      .where('kind', '=', 'items')
      .execute();
    await db
      .deleteFrom('report_rollups')
      .where('tenant_id', '=', site.tenantId)
      .where('kind', '=', 'decisions')
      .execute();
    await db
      .insertInto('report_rollups')
      .values({
        tenant_id: site.tenantId,
        kind: 'authors',
        grain: 'day',
        level: 'domain',
        period: '2026-01-01',
        domain_id: '',
        dim1: 'nobody',
        dim2: 'AUTO_UNPUBLISHED',
        n: 3,
      })
      .execute();
    const range = { from: day(BASE - (SPAN_DAYS + 5) * DAY_MS), to: day(BASE + 20 * DAY_MS) };
    const admin = {
      tenantId: site.tenantId,
      userId: site.people.admin.id,
      roleId: ROLES.administrator,
    };
    expect(await dashboardStats(server.ctx, admin, range)).not.toEqual(
      await dashboardStats(server.ctx, admin, range, 'plain'),
    );

    const [repair] = await server.ctx.services.reports.rebuildRollups(site.tenantId);
    expect(repair?.drifted).toBeGreaterThan(3);
    expect(repair?.reports).toBeGreaterThan(0);
    await expectSameFigures(site, [range]);
    const [again] = await server.ctx.services.reports.rebuildRollups(site.tenantId);
    expect(again?.drifted).toBe(0);
  });
});
