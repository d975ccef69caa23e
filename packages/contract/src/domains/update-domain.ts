import { z } from 'zod';
import { zMessageWithData } from '../common/envelopes';
import { ZIdParamsSchema } from '../common/ids';
import { defineEndpoint } from '../endpoint';
import { ADMINISTRATORS_ONLY } from '../roles';
import { MESSAGES } from '../messages';
import { ZDomainDescriptionSchema, ZDomainNameSchema, ZDomainSchema } from './domain';

export const ZUpdateDomainParamsSchema = ZIdParamsSchema;
export type TUpdateDomainParams = z.infer<typeof ZUpdateDomainParamsSchema>;

/**
 * Two shapes (spec §7): the edit dialog sends name, description and enabled; the
 * enable/disable menu sends enabled only. One object with a both-or-neither rule (rather than
 * a union) keeps field-level messages. The name is read-only when editing, so the server
 * refuses a different name with 422 rather than renaming the domain.
 */
export const ZUpdateDomainRequestSchema = z
  .object({
    name: ZDomainNameSchema.optional(),
    description: ZDomainDescriptionSchema.optional(),
    enabled: z.boolean({ error: () => MESSAGES.required('Enabled') }),
  })
  .superRefine((body, ctx) => {
    if (body.name !== undefined && body.description === undefined) {
      ctx.addIssue({
        code: 'custom',
        message: MESSAGES.required('Description'),
        path: ['description'],
      });
    }
    if (body.description !== undefined && body.name === undefined) {
      ctx.addIssue({
        code: 'custom',
        message: MESSAGES.required('Domain name'),
        path: ['name'],
      });
    }
  });
export type TUpdateDomainRequest = z.infer<typeof ZUpdateDomainRequestSchema>;

export const ZUpdateDomainResponseSchema = zMessageWithData(ZDomainSchema);
export type TUpdateDomainResponse = z.infer<typeof ZUpdateDomainResponseSchema>;

export const updateDomainEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/domains/:id',
  summary: 'Edit, enable or disable a domain',
  access: 'session',
  roles: ADMINISTRATORS_ONLY,
  params: ZUpdateDomainParamsSchema,
  body: ZUpdateDomainRequestSchema,
  status: 200,
  response: ZUpdateDomainResponseSchema,
});
