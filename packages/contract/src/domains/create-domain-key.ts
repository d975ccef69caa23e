import type { z } from 'zod';
import { ZIdParamsSchema } from '../common/ids';
import { defineEndpoint } from '../endpoint';
import { ADMINISTRATORS_ONLY } from '../roles';
import { ZDomainKeySchema } from './domain-key';

/** Creates the first key; 409 if the domain already has one (regenerate with PUT instead). */
export const ZCreateDomainKeyParamsSchema = ZIdParamsSchema;
export type TCreateDomainKeyParams = z.infer<typeof ZCreateDomainKeyParamsSchema>;

export const ZCreateDomainKeyResponseSchema = ZDomainKeySchema;
export type TCreateDomainKeyResponse = z.infer<typeof ZCreateDomainKeyResponseSchema>;

export const createDomainKeyEndpoint = defineEndpoint({
  method: 'POST',
  path: '/domains/:id/key',
  summary: 'Create a domain’s API key (the secret is in this answer only)',
  access: 'session',
  roles: ADMINISTRATORS_ONLY,
  params: ZCreateDomainKeyParamsSchema,
  status: 201,
  response: ZCreateDomainKeyResponseSchema,
});
