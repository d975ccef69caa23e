/**
 * What the dashboard benchmark times, each read twice: GET /api/stats and each chart through
 * HTTP as the console calls them (from the roll-ups), and the dashboard's same figures from
 * the plain aggregate queries over the reports (`source: 'plain'`, decision 0140), called in
 * process. The plain side skips HTTP, which only flatters it.
 */
import { CHART_IDS, ROLES } from '@vigil/contract';
import { dashboardChart } from '../src/modules/dashboard/dashboard-charts';
import { dashboardStats } from '../src/modules/dashboard/dashboard-stats';
import type { ReportViewer } from '../src/modules/reports/reports.service';
import { call } from '../src/modules/users/users-test-kit';
import type { DashboardBench } from './dashboard-fixture';

export interface DayRange {
  from: string;
  to: string;
}

export interface DashboardRead {
  label: string;
  rollups(range: DayRange): Promise<unknown>;
  plain(range: DayRange): Promise<unknown>;
}

export const READ_LABELS = ['GET /api/stats', ...CHART_IDS.map((id) => `GET /api/charts/${id}`)];

/** JSON with every object's keys in order: the HTTP answer is serialised by its schema. */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner !== null && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : 1)))
      : inner,
  );
}

export function dashboardReads(bench: DashboardBench): DashboardRead[] {
  const viewer: ReportViewer = {
    tenantId: bench.tenant.tenantId,
    userId: bench.admin.id,
    roleId: ROLES.administrator,
  };
  const { ctx } = bench.server;
  async function get(url: string): Promise<unknown> {
    const response = await call(bench.server, bench.admin, 'GET', url);
    if (response.statusCode !== 200) {
      throw new Error(`GET ${url}: ${response.statusCode} ${response.body}`);
    }
    return (response.json() as { data: unknown }).data;
  }
  const query = (range: DayRange) => `from=${range.from}&to=${range.to}`;
  return [
    {
      label: 'GET /api/stats',
      rollups: (range) => get(`/stats?${query(range)}`),
      plain: (range) => dashboardStats(ctx, viewer, range, 'plain'),
    },
    ...CHART_IDS.map((id): DashboardRead => ({
      label: `GET /api/charts/${id}`,
      rollups: (range) => get(`/charts/${id}?${query(range)}`),
      plain: (range) => dashboardChart(ctx, viewer, id, range, 'plain'),
    })),
  ];
}
