import type { z } from 'zod';
import { ZIdParamsSchema } from '../common/ids';
import { defineEndpoint } from '../endpoint';
import { MODERATING_ROLES } from '../roles';
import { ZDomainStreamSchema } from './domain-stream';

export const ZGetDomainStreamParamsSchema = ZIdParamsSchema;
export type TGetDomainStreamParams = z.infer<typeof ZGetDomainStreamParamsSchema>;

/** The body is the stream object itself (spec §7: "domain stream settings"). */
export const ZGetDomainStreamResponseSchema = ZDomainStreamSchema;
export type TGetDomainStreamResponse = z.infer<typeof ZGetDomainStreamResponseSchema>;

export const getDomainStreamEndpoint = defineEndpoint({
  method: 'GET',
  path: '/domains/:id/settings',
  summary: 'A domain’s scanners, extractors and thresholds',
  access: 'session',
  roles: MODERATING_ROLES,
  quiet: true,
  params: ZGetDomainStreamParamsSchema,
  status: 200,
  response: ZGetDomainStreamResponseSchema,
});
