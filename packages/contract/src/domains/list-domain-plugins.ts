import { z } from 'zod';
import { zListResponse } from '../common/envelopes';
import { ZUtcTimestampSchema } from '../common/dates';
import { ZIdParamsSchema, ZIdSchema } from '../common/ids';
import { defineEndpoint } from '../endpoint';
import { ADMINISTRATORS_ONLY } from '../roles';

/**
 * A CMS plugin installation connected to the domain. The spec names CMS version, plugin
 * version and connection date; the CMS name and last contact are ours, so the Plugins tab
 * can tell a silent plugin from a working one (docs/decisions/0011-contract-shapes.md).
 */
export const ZDomainPluginSchema = z.object({
  id: ZIdSchema,
  cms_name: z.string(),
  cms_version: z.string(),
  plugin_version: z.string(),
  connected_at: ZUtcTimestampSchema,
  /** null until the plugin has called in after connecting. */
  last_seen_at: ZUtcTimestampSchema.nullable(),
  /** Where the service calls the plugin back (decisions 0070–0077: shown with its health). */
  callback_url: z.string().nullable(),
  /**
   * The last callback's outcome, filled by the plugin API of the scanning issue; null until
   * the service has called back once (docs/decisions/0071-domain-keys-and-plugins.md).
   */
  callback_health: z.enum(['healthy', 'failing']).nullable(),
  /** When the service last tried to call this plugin back; null if it never has. */
  last_callback_at: ZUtcTimestampSchema.nullable(),
  /** Why the last callback failed (HTTP status or network error); null after a success. */
  last_callback_error: z.string().nullable(),
  /** Callbacks still being retried or given up on, over the last 7 days. */
  failed_callbacks: z.number().int().nonnegative(),
});
export type TDomainPlugin = z.infer<typeof ZDomainPluginSchema>;

export const ZListDomainPluginsParamsSchema = ZIdParamsSchema;
export type TListDomainPluginsParams = z.infer<typeof ZListDomainPluginsParamsSchema>;

export const ZListDomainPluginsResponseSchema = zListResponse(ZDomainPluginSchema);
export type TListDomainPluginsResponse = z.infer<typeof ZListDomainPluginsResponseSchema>;

export const listDomainPluginsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/domains/:id/plugins',
  summary: 'List a domain’s connected plugins',
  access: 'session',
  roles: ADMINISTRATORS_ONLY,
  params: ZListDomainPluginsParamsSchema,
  status: 200,
  response: ZListDomainPluginsResponseSchema,
});
