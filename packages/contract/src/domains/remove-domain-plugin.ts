import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { ADMINISTRATORS_ONLY } from '../roles';
import { ZMessageResponseSchema } from '../system/error-response';

/**
 * Removes a connected plugin from the domain, with its pending callbacks; its reports keep
 * their history. 404 when the domain or the plugin is not this tenant's, or the plugin is
 * another domain's. A plugin that calls again with the domain's key simply connects again
 * (docs/decisions/0110-remove-domain-plugin.md).
 */
export const ZRemoveDomainPluginParamsSchema = z.object({
  id: z.string().min(1),
  pluginId: z.string().min(1),
});
export type TRemoveDomainPluginParams = z.infer<typeof ZRemoveDomainPluginParamsSchema>;

export const ZRemoveDomainPluginResponseSchema = ZMessageResponseSchema;
export type TRemoveDomainPluginResponse = z.infer<typeof ZRemoveDomainPluginResponseSchema>;

export const removeDomainPluginEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/domains/:id/plugins/:pluginId',
  summary: 'Remove a connected plugin from a domain',
  access: 'session',
  roles: ADMINISTRATORS_ONLY,
  params: ZRemoveDomainPluginParamsSchema,
  status: 200,
  response: ZRemoveDomainPluginResponseSchema,
});
