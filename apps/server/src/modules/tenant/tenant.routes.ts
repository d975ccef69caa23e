import type { FastifyInstance } from 'fastify';
import {
  ACCOUNT_MESSAGES,
  getTenantSettingsEndpoint,
  updateTenantSettingsEndpoint,
} from '@vigil/contract';
import type { AppContext } from '../../context';
import { registerEndpoint } from '../../http/register-endpoint';

/** GET/PUT /tenant/settings, always of the session's own tenant (never taken from input). */
export function registerTenantRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { tenants } = ctx.services;

  registerEndpoint(app, ctx, getTenantSettingsEndpoint, async ({ auth }) =>
    tenants.settings(auth.tenantId),
  );

  registerEndpoint(app, ctx, updateTenantSettingsEndpoint, async ({ auth, body }) => {
    // auth.roleId was read from the user row on this request, so a demotion applies at once.
    const data = await tenants.updateSettings(
      { tenantId: auth.tenantId, roleId: auth.roleId },
      body,
    );
    return { message: ACCOUNT_MESSAGES.tenantSettingsSaved, data };
  });
}
