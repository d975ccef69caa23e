import type { FastifyInstance } from 'fastify';
import { MESSAGES, getChartEndpoint, getStatsEndpoint, isChartId } from '@vigil/contract';
import type { AppContext } from '../../context';
import { registerEndpoint } from '../../http/register-endpoint';
import { notFound } from '../../lib/http-errors';
import { dashboardChart } from './dashboard-charts';
import { dashboardStats } from './dashboard-stats';

/**
 * GET /stats and GET /charts/:chartId (spec §7, decision 0141), scoped by the session's tenant
 * and, for moderators, by their moderation groups. Both read only the roll-ups.
 */
export function registerDashboardRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, ctx, getStatsEndpoint, async ({ auth, query }) => ({
    data: await dashboardStats(ctx, auth, query),
  }));
  registerEndpoint(app, ctx, getChartEndpoint, async ({ auth, params, query }) => {
    if (!isChartId(params.chartId)) throw notFound(MESSAGES.unknownChart);
    return { data: await dashboardChart(ctx, auth, params.chartId, query) };
  });
}
