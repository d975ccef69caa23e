/**
 * Analytics never drifts (decision 0170): for random histories — submissions, scans with
 * random scores, moderators' decisions and reversals, edits, a domain and a user deleted —
 * every Analytics answer and the what-if read from the roll-ups equal the same answers from
 * plain SQL over the reports, and the figures equal a direct computation in JavaScript over
 * the reports and their scores; for administrators, a limited moderator and viewers, random
 * ranges, periods and filters. The rebuild repairs drift injected into the new kinds.
 */
import fc from 'fast-check';
import {
  ANALYTICS_BREAKDOWNS,
  ANALYTICS_MAX_SERIES,
  ANALYTICS_OTHER_KEY,
  ANALYTICS_OUTCOMES,
  REPORT_CONTENT_TYPES,
  ROLES,
  type AnalyticsGranularity,
  type RoleId,
  type TAnalyticsDecisionsQuery,
} from '@vigil/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test/test-server';
import { seedDashboardSite, type DashboardSite } from '../dashboard/dashboard-test-kit';
import type { ReportViewer } from '../reports/reports.service';
import { analyticsAutomation } from './analytics-automation';
import { analyticsDecisions } from './analytics-decisions';
import {
  automationTotal,
  backlogPerPeriod,
  decisionsPerUser,
  outcomesPerPeriod,
  scoreBuckets,
  type OracleScope,
} from './analytics-oracle';
import { analyticsScores } from './analytics-scores';
import { analyticsTeam } from './analytics-team';
import {
  BASE,
  DAY_MS,
  SPAN_DAYS,
  day,
  opArbitrary,
  playHistory,
  storedReports,
  type Op,
  type StoredReport,
} from './analytics-test-kit';
import { thresholdWhatIf } from './threshold-what-if';

const rangeArbitrary = fc
  .tuple(fc.integer({ min: -5, max: SPAN_DAYS + 15 }), fc.integer({ min: 0, max: SPAN_DAYS + 20 }))
  .map(([start, length]) => {
    const from = BASE - SPAN_DAYS * DAY_MS + start * DAY_MS;
    return { from: day(from), to: day(from + length * DAY_MS) };
  });

const queryArbitrary = fc.record({
  range: rangeArbitrary,
  granularity: fc.constantFrom<AnalyticsGranularity>('day', 'week', 'month'),
  by: fc.constantFrom(...ANALYTICS_BREAKDOWNS),
  outcome: fc.option(fc.constantFrom(...ANALYTICS_OUTCOMES), { nil: undefined }),
  contentType: fc.option(fc.constantFrom(...REPORT_CONTENT_TYPES), { nil: undefined }),
  /** Indexes of the site's domains; 3 names no domain. */
  domains: fc.subarray([0, 1, 2, 3]),
});
type Query = typeof queryArbitrary extends fc.Arbitrary<infer T> ? T : never;

interface Caller {
  viewer: ReportViewer;
  /** The existing domains the caller sees; null: every domain, deleted ones included. */
  sees: ReadonlySet<string> | null;
}

describe('Analytics from the roll-ups against plain SQL and a direct count', () => {
  let server: TestServer;
  let runs = 0;

  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  async function existing(site: DashboardSite) {
    const { db } = server.ctx.database;
    const [domains, users] = await Promise.all([
      db.selectFrom('domains').select('id').where('tenant_id', '=', site.tenantId).execute(),
      db.selectFrom('users').select('id').where('tenant_id', '=', site.tenantId).execute(),
    ]);
    return {
      domains: new Set(domains.map((row) => row.id)),
      users: new Set(users.map((row) => row.id)),
    };
  }

  function callers(site: DashboardSite): Caller[] {
    const viewer = (userId: string, roleId: RoleId) => ({
      tenantId: site.tenantId,
      userId,
      roleId,
    });
    return [
      { viewer: viewer(site.people.admin.id, ROLES.administrator), sees: null },
      {
        viewer: viewer(site.people.limited.id, ROLES.moderator),
        sees: new Set([site.domains[0]?.id ?? '']),
      },
      { viewer: viewer(site.people.viewer.id, ROLES.viewer), sees: null },
    ];
  }

  function decisionsQuery(site: DashboardSite, query: Query): TAnalyticsDecisionsQuery {
    const ids = query.domains.map((index) => site.domains[index]?.id ?? 'no-such-domain');
    return {
      ...query.range,
      granularity: query.granularity,
      by: query.by,
      outcome: query.outcome,
      content_type: query.contentType,
      domain_ids: ids.length > 0 ? ids : undefined,
    };
  }

  /** The reports a caller's query counts, as the direct computation selects them. */
  function oracleScope(
    caller: Caller,
    request: TAnalyticsDecisionsQuery,
    domains: ReadonlySet<string>,
  ): OracleScope {
    const visible = caller.sees ?? (request.domain_ids ? domains : null);
    const named = request.domain_ids;
    return {
      domainIds:
        named && visible
          ? new Set(named.filter((id) => visible.has(id) && domains.has(id)))
          : visible,
      contentType: request.content_type,
    };
  }

  async function expectSameAnswers(
    site: DashboardSite,
    reports: readonly StoredReport[],
    queries: readonly Query[],
  ) {
    const { domains, users } = await existing(site);
    for (const query of queries) {
      const request = decisionsQuery(site, query);
      for (const caller of callers(site)) {
        const label = `${caller.viewer.roleId} ${JSON.stringify(request)}`;
        const scope = oracleScope(caller, request, domains);
        const range = query.range;

        const decisions = await analyticsDecisions(server.ctx, caller.viewer, request);
        expect(decisions, `decisions ${label}`).toEqual(
          await analyticsDecisions(server.ctx, caller.viewer, request, 'plain'),
        );
        const direct = outcomesPerPeriod(reports, scope, decisions.periods);
        const wanted = ANALYTICS_OUTCOMES.filter(
          (outcome) => request.outcome === undefined || request.outcome === outcome,
        );
        const perPeriod = decisions.periods.map((_, index) =>
          wanted.reduce((sum, outcome) => sum + (direct.get(outcome)?.[index] ?? 0), 0),
        );
        // Every breakdown, "Other" included, adds up to the outcomes counted.
        expect(
          decisions.periods.map((_, index) =>
            decisions.series.reduce((sum, series) => sum + (series.counts[index] ?? 0), 0),
          ),
          `decisions' sums ${label}`,
        ).toEqual(perPeriod);
        if (request.by === 'outcome' && decisions.series.length > 0) {
          for (const series of decisions.series) {
            const counts = wanted.includes(series.key as (typeof wanted)[number])
              ? (direct.get(series.key as (typeof wanted)[number]) ?? [])
              : [];
            expect(series.counts, `${series.key} ${label}`).toEqual(
              decisions.periods.map((_, index) => counts[index] ?? 0),
            );
          }
        }

        const scores = await analyticsScores(server.ctx, caller.viewer, request);
        expect(scores, `scores ${label}`).toEqual(
          await analyticsScores(server.ctx, caller.viewer, request, 'plain'),
        );
        expect(
          Object.fromEntries(scores.map((entry) => [entry.category_id, entry.buckets])),
          `scores' buckets ${label}`,
        ).toEqual(Object.fromEntries(scoreBuckets(reports, scope, range)));

        const automation = await analyticsAutomation(server.ctx, caller.viewer, request);
        expect(automation, `automation ${label}`).toEqual(
          await analyticsAutomation(server.ctx, caller.viewer, request, 'plain'),
        );
        expect(automation.total, `automation total ${label}`).toMatchObject(
          automationTotal(reports, scope, range),
        );
        for (const rows of [automation.by_category, automation.by_scanner]) {
          expect(rows.reduce((sum, row) => sum + row.judged, 0)).toBe(automation.total.judged);
        }

        const team = await analyticsTeam(server.ctx, caller.viewer, request);
        expect(team, `team ${label}`).toEqual(
          await analyticsTeam(server.ctx, caller.viewer, request, 'plain'),
        );
        expect(
          team.backlog.map((period) => period.waiting),
          `backlog ${label}`,
        ).toEqual(backlogPerPeriod(reports, scope, decisions.periods));
        const perUser = decisionsPerUser(reports, scope, range, users);
        const moderator = caller.viewer.roleId === ROLES.moderator;
        expect(
          Object.fromEntries(
            team.moderators.map((member) => [
              member.user_id ?? '',
              { unpublished: member.unpublished, approved: member.approved },
            ]),
          ),
          `team members ${label}`,
        ).toEqual(
          Object.fromEntries(
            [...perUser].filter(([userId]) => !moderator || userId === caller.viewer.userId),
          ),
        );
      }
    }
  }

  /** The what-if of every installed scanner, with the clock inside the history. */
  async function expectSameWhatIf(site: DashboardSite, clockDay: number) {
    server.clock.set(new Date(BASE - SPAN_DAYS * DAY_MS + clockDay * DAY_MS + 3_600_000));
    const installed = await server.ctx.database.db
      .selectFrom('domain_scanners')
      .select('id')
      .where('tenant_id', '=', site.tenantId)
      .execute();
    for (const caller of callers(site).slice(0, 2)) {
      for (const { id } of installed) {
        const read = (source: 'rollups' | 'plain') =>
          thresholdWhatIf(server.ctx, caller.viewer, id, source).catch((error: unknown) =>
            error instanceof Error ? error.message : 'refused',
          );
        expect(await read('rollups')).toEqual(await read('plain'));
      }
    }
  }

  it('every answer equals plain SQL and a direct count, for random histories, callers and queries', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(opArbitrary, { minLength: 1, maxLength: 45 }),
        fc.array(queryArbitrary, { minLength: 2, maxLength: 3 }),
        fc.integer({ min: 0, max: SPAN_DAYS + 10 }),
        async (ops: Op[], queries: Query[], clockDay: number) => {
          runs += 1;
          const site = await seedDashboardSite(server, `Analytics ${runs}`);
          await playHistory(server, site, ops);
          const reports = await storedReports(server, site.tenantId);
          const everything: Query = {
            range: { from: day(BASE - (SPAN_DAYS + 5) * DAY_MS), to: day(BASE + 20 * DAY_MS) },
            granularity: 'month',
            by: 'outcome',
            outcome: undefined,
            contentType: undefined,
            domains: [],
          };
          await expectSameAnswers(site, reports, [...queries, everything]);
          await expectSameWhatIf(site, clockDay);
        },
      ),
      { numRuns: 12 },
    );
  }, 300_000);

  it('a month cut by the range counts only its own days, with something on every day', async () => {
    // Random histories leave most days empty, so a month read less the days outside the range
    // (rollupParts) would pass whatever it did with those days. Here every day has items.
    const site = await seedDashboardSite(server, 'Analytics every day');
    const days = 100;
    const ops = Array.from({ length: days }, (_, index): Op[] => [
      {
        type: 'submit' as const,
        domain: index % 3,
        contentType: index % 4 === 0 ? 'image' : 'text',
        offsetSeconds: index * 86_400 + 3_600,
      },
      {
        type: 'scan' as const,
        report: index,
        to: index % 3 === 0 ? ('MODERATE' as const) : ('CLEAN' as const),
        scores: { 'text-profanity': index % 101 },
        delay: 60,
      },
      ...(index % 2 === 0
        ? [
            {
              type: 'decide' as const,
              report: index,
              to: 'MANUALLY_IGNORED' as const,
              user: 'admin' as const,
              delay: 86_400,
            },
          ]
        : []),
    ]).flat();
    await playHistory(server, site, ops);
    const reports = await storedReports(server, site.tenantId);
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: days }),
        fc.integer({ min: 0, max: days }),
        async (start, length) => {
          const from = BASE - SPAN_DAYS * DAY_MS + start * DAY_MS;
          const query: Query = {
            range: { from: day(from), to: day(from + length * DAY_MS) },
            granularity: 'month',
            by: 'outcome',
            outcome: undefined,
            contentType: undefined,
            domains: [],
          };
          await expectSameAnswers(site, reports, [query]);
        },
      ),
      { numRuns: 15 },
    );
  }, 120_000);

  it('draws the eight largest categories and gathers the rest as Other', async () => {
    const site = await seedDashboardSite(server, 'Analytics many categories');
    const categories = await server.ctx.database.db
      .selectFrom('moderation_categories')
      .select('id')
      .where('scanner_id', 'in', [1, 2])
      .orderBy('id')
      .execute();
    expect(categories.length).toBeGreaterThan(ANALYTICS_MAX_SERIES + 1);
    // Category i is the top category of i + 1 items, so every total differs.
    const ops: Op[] = [];
    categories.forEach(({ id }, index) => {
      for (let item = 0; item <= index; item += 1) {
        ops.push(
          { type: 'submit', domain: 0, contentType: 'text', offsetSeconds: 86_400 },
          {
            type: 'scan',
            report: ops.filter((op) => op.type === 'submit').length,
            to: 'CLEAN',
            scores: { [id]: 50 },
            delay: 60,
          },
        );
      }
    });
    await playHistory(server, site, ops);
    const admin = {
      tenantId: site.tenantId,
      userId: site.people.admin.id,
      roleId: ROLES.administrator,
    };
    const request: TAnalyticsDecisionsQuery = {
      from: day(BASE - SPAN_DAYS * DAY_MS),
      to: day(BASE - (SPAN_DAYS - 3) * DAY_MS),
      granularity: 'month',
      by: 'category',
    };
    const answer = await analyticsDecisions(server.ctx, admin, request);
    expect(answer).toEqual(await analyticsDecisions(server.ctx, admin, request, 'plain'));
    const largest = [...categories].reverse().slice(0, ANALYTICS_MAX_SERIES);
    const rest = categories.length - ANALYTICS_MAX_SERIES;
    expect(answer.series.map((series) => [series.key, series.counts])).toEqual([
      ...largest.map(({ id }) => [id, [categories.findIndex((c) => c.id === id) + 1]]),
      [ANALYTICS_OTHER_KEY, [(rest * (rest + 1)) / 2]],
    ]);
  });

  it('the rebuild repairs drift in the Analytics kinds', async () => {
    const site = await seedDashboardSite(server, 'Analytics drift');
    const ops = fc.sample(fc.array(opArbitrary, { minLength: 60, maxLength: 60 }), {
      numRuns: 1,
      seed: 7,
    })[0];
    if (!ops) throw new Error('no sample');
    await playHistory(server, site, ops);
    const { db } = server.ctx.database;
    await db
      .updateTable('report_rollups')
      .set({ n: 999 })
      .where('tenant_id', '=', site.tenantId)
      .where('kind', 'in', ['scores', 'team'])
      .execute();
    await db
      .deleteFrom('report_rollups')
      .where('tenant_id', '=', site.tenantId)
      .where('kind', 'in', ['outcomes', 'queue', 'automation'])
      .execute();
    const admin = {
      tenantId: site.tenantId,
      userId: site.people.admin.id,
      roleId: ROLES.administrator,
    };
    const request: TAnalyticsDecisionsQuery = {
      from: day(BASE - (SPAN_DAYS + 5) * DAY_MS),
      to: day(BASE + 20 * DAY_MS),
      granularity: 'week',
      by: 'outcome',
    };
    expect(await analyticsDecisions(server.ctx, admin, request)).not.toEqual(
      await analyticsDecisions(server.ctx, admin, request, 'plain'),
    );
    expect(await analyticsScores(server.ctx, admin, request)).not.toEqual(
      await analyticsScores(server.ctx, admin, request, 'plain'),
    );

    const [repair] = await server.ctx.services.reports.rebuildRollups(site.tenantId);
    expect(repair?.drifted).toBeGreaterThan(10);
    const reports = await storedReports(server, site.tenantId);
    const queries = fc.sample(queryArbitrary, { numRuns: 3, seed: 11 });
    await expectSameAnswers(site, reports, queries);
    const [again] = await server.ctx.services.reports.rebuildRollups(site.tenantId);
    expect(again?.drifted).toBe(0);
  }, 120_000);
});
