import type { z } from 'zod';
import { zMessageWithData } from '../common/envelopes';
import { defineEndpoint } from '../endpoint';
import { ZModerationSettingsSchema, ZTenantSettingsSchema } from './tenant-settings';

export const ZUpdateTenantSettingsRequestSchema = ZModerationSettingsSchema;
export type TUpdateTenantSettingsRequest = z.infer<typeof ZUpdateTenantSettingsRequestSchema>;

export const ZUpdateTenantSettingsResponseSchema = zMessageWithData(ZTenantSettingsSchema);
export type TUpdateTenantSettingsResponse = z.infer<typeof ZUpdateTenantSettingsResponseSchema>;

export const updateTenantSettingsEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/tenant/settings',
  access: 'session',
  body: ZUpdateTenantSettingsRequestSchema,
  response: ZUpdateTenantSettingsResponseSchema,
});
