import type { z } from 'zod';
import { ZIdParamsSchema } from '../common/ids';
import { defineEndpoint } from '../endpoint';
import { ADMINISTRATORS_ONLY } from '../roles';
import { ZDomainKeyStatusSchema } from './domain-key';

export const ZGetDomainKeyParamsSchema = ZIdParamsSchema;
export type TGetDomainKeyParams = z.infer<typeof ZGetDomainKeyParamsSchema>;

export const ZGetDomainKeyResponseSchema = ZDomainKeyStatusSchema;
export type TGetDomainKeyResponse = z.infer<typeof ZGetDomainKeyResponseSchema>;

export const getDomainKeyEndpoint = defineEndpoint({
  method: 'GET',
  path: '/domains/:id/key',
  summary: 'Read a domain’s access key',
  access: 'session',
  roles: ADMINISTRATORS_ONLY,
  params: ZGetDomainKeyParamsSchema,
  status: 200,
  response: ZGetDomainKeyResponseSchema,
});
