import type { FastifyInstance } from 'fastify';
import { ACCOUNT_MESSAGES, acceptEulaEndpoint, getEulaEndpoint } from '@vigil/contract';
import type { AppContext } from '../../context';
import { registerEndpoint } from '../../http/register-endpoint';
import { toApiTimestamp } from '../../lib/clock';
import { acceptCurrentEula, currentEulaHtml } from './eula.service';

export function registerEulaRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, ctx, getEulaEndpoint, async () => ({ html: currentEulaHtml() }));

  registerEndpoint(app, ctx, acceptEulaEndpoint, async ({ auth }) => {
    const acceptedAt = await acceptCurrentEula(ctx, auth.tenantId, auth.userId);
    return { message: ACCOUNT_MESSAGES.eulaAccepted, accepted_at: toApiTimestamp(acceptedAt) };
  });
}
