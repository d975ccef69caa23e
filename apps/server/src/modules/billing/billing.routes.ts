import type { FastifyInstance } from 'fastify';
import { getBillingPortalEndpoint } from '@vigil/contract';
import type { AppContext } from '../../context';
import { registerEndpoint } from '../../http/register-endpoint';

/** GET /tenant/billing: a link into the billing portal for the session's own tenant. */
export function registerBillingRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { billing } = ctx.services;

  registerEndpoint(app, ctx, getBillingPortalEndpoint, async ({ auth }) => ({
    url: await billing.portalUrl(auth.tenantId),
  }));
}
