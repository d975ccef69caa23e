import type { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { ALL_ROLES } from '../roles';
import { ZTenantSettingsSchema } from './tenant-settings';

/** Any role may read; unset settings are answered with the spec defaults (lock 20, active 60). */
export const ZGetTenantSettingsResponseSchema = ZTenantSettingsSchema;
export type TGetTenantSettingsResponse = z.infer<typeof ZGetTenantSettingsResponseSchema>;

export const getTenantSettingsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/tenant/settings',
  summary: 'Read the moderation settings',
  access: 'session',
  roles: ALL_ROLES,
  status: 200,
  response: ZGetTenantSettingsResponseSchema,
});
