import { z } from 'zod';
import { zMessageWithData } from '../common/envelopes';
import { defineEndpoint } from '../endpoint';
import { ADMINISTRATORS_ONLY } from '../roles';
import { ZDomainFormSchema, ZDomainSchema } from './domain';

/**
 * A new domain is enabled unless the caller says otherwise. A duplicate name (within the
 * tenant) is a 422 on `name` with DOMAIN_MESSAGES.domainNameTaken
 * (docs/decisions/0070-domains.md).
 */
export const ZCreateDomainRequestSchema = ZDomainFormSchema.extend({
  enabled: z.boolean().default(true),
});
export type TCreateDomainRequest = z.infer<typeof ZCreateDomainRequestSchema>;

export const ZCreateDomainResponseSchema = zMessageWithData(ZDomainSchema);
export type TCreateDomainResponse = z.infer<typeof ZCreateDomainResponseSchema>;

export const createDomainEndpoint = defineEndpoint({
  method: 'POST',
  path: '/domains',
  summary: 'Add a domain',
  access: 'session',
  roles: ADMINISTRATORS_ONLY,
  body: ZCreateDomainRequestSchema,
  status: 201,
  response: ZCreateDomainResponseSchema,
});
