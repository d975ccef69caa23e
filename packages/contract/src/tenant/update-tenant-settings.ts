import type { z } from 'zod';
import { zMessageWithData } from '../common/envelopes';
import { defineEndpoint } from '../endpoint';
import { ADMINISTRATORS_ONLY } from '../roles';
import { ZTenantSettingsSchema, ZTenantSettingsUpdateSchema } from './tenant-settings';

/** Administrators only (403 for other roles); the tenant is always the session's own. */
export const ZUpdateTenantSettingsRequestSchema = ZTenantSettingsUpdateSchema;
export type TUpdateTenantSettingsRequest = z.infer<typeof ZUpdateTenantSettingsRequestSchema>;

export const ZUpdateTenantSettingsResponseSchema = zMessageWithData(ZTenantSettingsSchema);
export type TUpdateTenantSettingsResponse = z.infer<typeof ZUpdateTenantSettingsResponseSchema>;

export const updateTenantSettingsEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/tenant/settings',
  summary: 'Save the moderation settings',
  access: 'session',
  roles: ADMINISTRATORS_ONLY,
  body: ZUpdateTenantSettingsRequestSchema,
  status: 200,
  response: ZUpdateTenantSettingsResponseSchema,
});
