import type { FastifyInstance } from 'fastify';
import {
  ACCOUNT_MESSAGES,
  getTenantSettingsEndpoint,
  UNAUTHENTICATED_MESSAGE,
  updateTenantSettingsEndpoint,
} from '@vigil/contract';
import type { AppContext } from '../../context';
import { registerEndpoint } from '../../http/register-endpoint';
import { HttpError } from '../../lib/http-errors';

/** GET/PUT /tenant/settings, always of the session's own tenant (never taken from input). */
export function registerTenantRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { tenants, users } = ctx.services;

  registerEndpoint(app, ctx, getTenantSettingsEndpoint, async ({ auth }) =>
    tenants.settings(auth.tenantId),
  );

  registerEndpoint(app, ctx, updateTenantSettingsEndpoint, async ({ auth, body }) => {
    // The role is read now, not remembered from sign-in, so a demotion applies at once.
    const user = await users.findInTenant(auth.tenantId, auth.userId);
    if (!user) throw new HttpError(401, UNAUTHENTICATED_MESSAGE);
    const data = await tenants.updateSettings(
      { tenantId: auth.tenantId, roleId: user.role_id },
      body,
    );
    return { message: ACCOUNT_MESSAGES.tenantSettingsSaved, data };
  });
}
