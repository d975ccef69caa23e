import type { FastifyInstance } from 'fastify';
import {
  ENGINE_SETTINGS_MESSAGES,
  getEngineSettingsEndpoint,
  updateEngineSettingsEndpoint,
} from '@vigil/contract';
import type { AppContext } from '../../context';
import { registerEndpoint } from '../../http/register-endpoint';
import { getEngineSettings, saveEngineSettings } from './engine-settings.service';

/** A tenant's external moderation engine settings; administrators of the session's tenant. */
export function registerEngineSettingsRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, ctx, getEngineSettingsEndpoint, async ({ auth }) => ({
    data: await getEngineSettings(ctx, auth.tenantId),
  }));

  registerEndpoint(app, ctx, updateEngineSettingsEndpoint, async ({ auth, body }) => ({
    message: ENGINE_SETTINGS_MESSAGES.saved,
    data: await saveEngineSettings(ctx, auth.tenantId, body),
  }));
}
