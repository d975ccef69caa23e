import type { z } from 'zod';
import { ZIdParamsSchema } from '../common/ids';
import { defineEndpoint } from '../endpoint';
import { ADMINISTRATORS_ONLY } from '../roles';
import { ZDomainKeySchema } from './domain-key';

/**
 * Replaces the key pair; plugins still using the old key stop working at once (spec §4).
 * 404 if the domain has no key yet.
 */
export const ZRegenerateDomainKeyParamsSchema = ZIdParamsSchema;
export type TRegenerateDomainKeyParams = z.infer<typeof ZRegenerateDomainKeyParamsSchema>;

export const ZRegenerateDomainKeyResponseSchema = ZDomainKeySchema;
export type TRegenerateDomainKeyResponse = z.infer<typeof ZRegenerateDomainKeyResponseSchema>;

export const regenerateDomainKeyEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/domains/:id/key',
  summary: 'Regenerate a domain’s API key (the secret is in this answer only)',
  access: 'session',
  roles: ADMINISTRATORS_ONLY,
  params: ZRegenerateDomainKeyParamsSchema,
  status: 200,
  response: ZRegenerateDomainKeyResponseSchema,
});
