import type { z } from 'zod';
import { ZIdParamsSchema } from '../common/ids';
import { defineEndpoint } from '../endpoint';
import { ADMINISTRATORS_ONLY } from '../roles';
import { ZMessageResponseSchema } from '../system/error-response';

export const ZDeleteDomainParamsSchema = ZIdParamsSchema;
export type TDeleteDomainParams = z.infer<typeof ZDeleteDomainParamsSchema>;

export const ZDeleteDomainResponseSchema = ZMessageResponseSchema;
export type TDeleteDomainResponse = z.infer<typeof ZDeleteDomainResponseSchema>;

export const deleteDomainEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/domains/:id',
  summary: 'Delete a domain',
  access: 'session',
  roles: ADMINISTRATORS_ONLY,
  params: ZDeleteDomainParamsSchema,
  status: 200,
  response: ZDeleteDomainResponseSchema,
});
