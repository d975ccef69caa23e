import type { z } from 'zod';
import { zListResponse } from '../common/envelopes';
import { defineEndpoint } from '../endpoint';
import { MODERATING_ROLES } from '../roles';
import { ZDomainSchema } from './domain';

export const ZListDomainsResponseSchema = zListResponse(ZDomainSchema);
export type TListDomainsResponse = z.infer<typeof ZListDomainsResponseSchema>;

export const listDomainsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/domains',
  summary: 'List domains',
  access: 'session',
  roles: MODERATING_ROLES,
  status: 200,
  response: ZListDomainsResponseSchema,
});
