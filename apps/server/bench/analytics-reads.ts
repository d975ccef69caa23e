/**
 * What the dashboard benchmark times of Analytics and the Streams what-if (decision 0170), each
 * read twice as the dashboard's are (dashboard-reads.ts): through HTTP as the console calls
 * them, from the roll-ups, and the same answer from plain queries over the reports
 * (`source: 'plain'`), in process. Each read has the range the console most often asks for.
 */
import { ROLES } from '@vigil/contract';
import { analyticsAutomation } from '../src/modules/analytics/analytics-automation';
import { analyticsDecisions } from '../src/modules/analytics/analytics-decisions';
import { analyticsScores } from '../src/modules/analytics/analytics-scores';
import { analyticsTeam } from '../src/modules/analytics/analytics-team';
import { thresholdWhatIf } from '../src/modules/analytics/threshold-what-if';
import type { ReportViewer } from '../src/modules/reports/reports.service';
import { call } from '../src/modules/users/users-test-kit';
import type { DashboardBench } from './dashboard-fixture';
import type { DayRange } from './dashboard-reads';

export type AnalyticsRangeName = 'one month' | 'one year';

export interface AnalyticsRead {
  label: string;
  range: AnalyticsRangeName;
  rollups(): Promise<unknown>;
  plain(): Promise<unknown>;
}

export const ANALYTICS_READ_LABELS = [
  'GET /api/analytics/decisions, by outcome, days',
  'GET /api/analytics/decisions, by category, months',
  'GET /api/analytics/scores',
  'GET /api/analytics/automation',
  'GET /api/analytics/team',
  'GET /api/domain-scanner-settings/:id/what-if',
] as const;

export async function analyticsReads(
  bench: DashboardBench,
  ranges: Readonly<Record<AnalyticsRangeName, DayRange>>,
): Promise<AnalyticsRead[]> {
  const viewer: ReportViewer = {
    tenantId: bench.tenant.tenantId,
    userId: bench.admin.id,
    roleId: ROLES.administrator,
  };
  const { ctx } = bench.server;
  const firstDomain = bench.tenant.domains[0]?.id ?? '';
  const scanner = await ctx.database.db
    .selectFrom('domain_scanners')
    .select('id')
    .where('domain_id', '=', firstDomain)
    .where('scanner_id', '=', 1)
    .executeTakeFirstOrThrow();
  async function get(url: string): Promise<unknown> {
    const response = await call(bench.server, bench.admin, 'GET', url);
    if (response.statusCode !== 200) {
      throw new Error(`GET ${url}: ${response.statusCode} ${response.body}`);
    }
    return (response.json() as { data: unknown }).data;
  }
  const month = ranges['one month'];
  const year = ranges['one year'];
  const query = (range: DayRange) => `from=${range.from}&to=${range.to}`;
  const byOutcome = { ...month, granularity: 'day', by: 'outcome' } as const;
  const byCategory = { ...year, granularity: 'month', by: 'category' } as const;
  return [
    {
      label: ANALYTICS_READ_LABELS[0],
      range: 'one month',
      rollups: () => get(`/analytics/decisions?${query(month)}&granularity=day&by=outcome`),
      plain: () => analyticsDecisions(ctx, viewer, byOutcome, 'plain'),
    },
    {
      label: ANALYTICS_READ_LABELS[1],
      range: 'one year',
      rollups: () => get(`/analytics/decisions?${query(year)}&granularity=month&by=category`),
      plain: () => analyticsDecisions(ctx, viewer, byCategory, 'plain'),
    },
    {
      label: ANALYTICS_READ_LABELS[2],
      range: 'one month',
      rollups: () => get(`/analytics/scores?${query(month)}`),
      plain: () => analyticsScores(ctx, viewer, month, 'plain'),
    },
    {
      label: ANALYTICS_READ_LABELS[3],
      range: 'one year',
      rollups: () => get(`/analytics/automation?${query(year)}`),
      plain: () => analyticsAutomation(ctx, viewer, year, 'plain'),
    },
    {
      label: ANALYTICS_READ_LABELS[4],
      range: 'one month',
      rollups: () => get(`/analytics/team?${query(month)}`),
      plain: () => analyticsTeam(ctx, viewer, { ...month, granularity: 'day' }, 'plain'),
    },
    {
      label: ANALYTICS_READ_LABELS[5],
      range: 'one month',
      rollups: () => get(`/domain-scanner-settings/${scanner.id}/what-if`),
      plain: () => thresholdWhatIf(ctx, viewer, scanner.id, 'plain'),
    },
  ];
}
