import type { FastifyInstance } from 'fastify';
import { getPlanEndpoint } from '@vigil/contract';
import type { AppContext } from '../../context';
import { registerEndpoint } from '../../http/register-endpoint';

/** GET /tenant/plan: the session's own tenant's plan (Settings › Billing, the dashboard). */
export function registerPlanRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { plans } = ctx.services;

  registerEndpoint(app, ctx, getPlanEndpoint, async ({ auth }) => plans.planOf(auth.tenantId));
}
