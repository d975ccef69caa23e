import type { FastifyInstance } from 'fastify';
import {
  getAnalyticsAutomationEndpoint,
  getAnalyticsDecisionsEndpoint,
  getAnalyticsScoresEndpoint,
  getAnalyticsTeamEndpoint,
  getThresholdWhatIfEndpoint,
} from '@vigil/contract';
import type { AppContext } from '../../context';
import { registerEndpoint } from '../../http/register-endpoint';
import { analyticsAutomation } from './analytics-automation';
import { analyticsDecisions } from './analytics-decisions';
import { analyticsScores } from './analytics-scores';
import { analyticsTeam } from './analytics-team';
import { thresholdWhatIf } from './threshold-what-if';

/**
 * The Analytics calls and the Streams what-if (decision 0170), scoped by the session's tenant
 * and, for moderators, by their moderation groups. Every figure comes from the roll-ups; the
 * team's oldest waiting item is the one read of the reports.
 */
export function registerAnalyticsRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, ctx, getAnalyticsDecisionsEndpoint, async ({ auth, query }) => ({
    data: await analyticsDecisions(ctx, auth, query),
  }));
  registerEndpoint(app, ctx, getAnalyticsScoresEndpoint, async ({ auth, query }) => ({
    data: await analyticsScores(ctx, auth, query),
  }));
  registerEndpoint(app, ctx, getAnalyticsAutomationEndpoint, async ({ auth, query }) => ({
    data: await analyticsAutomation(ctx, auth, query),
  }));
  registerEndpoint(app, ctx, getAnalyticsTeamEndpoint, async ({ auth, query }) => ({
    data: await analyticsTeam(ctx, auth, query),
  }));
  registerEndpoint(app, ctx, getThresholdWhatIfEndpoint, async ({ auth, params }) => ({
    data: await thresholdWhatIf(ctx, auth, params.id),
  }));
}
