import type { z } from 'zod';
import { ZIdParamsSchema } from '../common/ids';
import { defineEndpoint } from '../endpoint';
import { ZMessageResponseSchema } from '../system/error-response';

export const ZDeleteDomainParamsSchema = ZIdParamsSchema;
export type TDeleteDomainParams = z.infer<typeof ZDeleteDomainParamsSchema>;

export const ZDeleteDomainResponseSchema = ZMessageResponseSchema;
export type TDeleteDomainResponse = z.infer<typeof ZDeleteDomainResponseSchema>;

export const deleteDomainEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/domains/:id',
  access: 'session',
  params: ZDeleteDomainParamsSchema,
  response: ZDeleteDomainResponseSchema,
});
