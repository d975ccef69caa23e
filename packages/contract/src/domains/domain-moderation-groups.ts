/**
 * Which moderation groups may moderate one domain (decisions 0070–0077, spec §6). No groups: every
 * moderator of the tenant may. The same links are visible from the group side as
 * `domain_ids` of GET /moderation-groups. See docs/decisions/0073-domain-moderation-groups.md.
 */
import { z } from 'zod';
import { zListResponse, zMessageWithData } from '../common/envelopes';
import { ZIdParamsSchema, ZIdSchema } from '../common/ids';
import { defineEndpoint } from '../endpoint';
import { ADMINISTRATORS_ONLY } from '../roles';

/** The replacement list; an empty list opens the domain to every moderator. */
export const ZSetDomainModerationGroupsRequestSchema = z.object({
  group_ids: z.array(ZIdSchema),
});
export type TSetDomainModerationGroupsRequest = z.infer<
  typeof ZSetDomainModerationGroupsRequestSchema
>;

/** `data`: the ids of the groups linked to the domain. */
export const ZDomainModerationGroupsResponseSchema = zListResponse(ZIdSchema);
export type TDomainModerationGroupsResponse = z.infer<typeof ZDomainModerationGroupsResponseSchema>;

export const getDomainModerationGroupsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/domains/:id/moderation-groups',
  summary: 'The moderation groups that may moderate a domain',
  access: 'session',
  roles: ADMINISTRATORS_ONLY,
  params: ZIdParamsSchema,
  status: 200,
  response: ZDomainModerationGroupsResponseSchema,
});

/** 422 on `group_ids` when an id is not one of the tenant's groups; answers the saved list. */
export const setDomainModerationGroupsEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/domains/:id/moderation-groups',
  summary: 'Choose the moderation groups of a domain',
  access: 'session',
  roles: ADMINISTRATORS_ONLY,
  params: ZIdParamsSchema,
  body: ZSetDomainModerationGroupsRequestSchema,
  status: 200,
  response: zMessageWithData(z.array(ZIdSchema)),
});
