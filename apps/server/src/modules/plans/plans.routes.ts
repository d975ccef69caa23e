import type { FastifyInstance } from 'fastify';
import { getPlanEndpoint } from '@vigil/contract';
import type { AppContext } from '../../context';
import { registerEndpoint } from '../../http/register-endpoint';
import { createPlansService } from './plans.service';

/** GET /tenant/plan: the session's own tenant's plan (Settings › Billing, the dashboard). */
export function registerPlanRoutes(app: FastifyInstance, ctx: AppContext): void {
  const plans = createPlansService(ctx.database.db, ctx.config.plans, ctx.logger);

  registerEndpoint(app, ctx, getPlanEndpoint, async ({ auth }) => plans.planOf(auth.tenantId));
}
