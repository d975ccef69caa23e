import { zListResponse, zMessageWithData } from '../common/envelopes';
import { ZIdParamsSchema } from '../common/ids';
import { defineEndpoint } from '../endpoint';
import { ADMINISTRATORS_ONLY } from '../roles';
import { ZMessageResponseSchema } from '../system/error-response';
import { ZModerationGroupFieldsSchema, ZModerationGroupSchema } from './moderation-group';

export const listModerationGroupsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/moderation-groups',
  summary: 'List moderation groups',
  access: 'session',
  roles: ADMINISTRATORS_ONLY,
  status: 200,
  response: zListResponse(ZModerationGroupSchema),
});

export const createModerationGroupEndpoint = defineEndpoint({
  method: 'POST',
  path: '/moderation-groups',
  summary: 'Create a moderation group',
  access: 'session',
  roles: ADMINISTRATORS_ONLY,
  body: ZModerationGroupFieldsSchema,
  status: 201,
  response: zMessageWithData(ZModerationGroupSchema),
});

export const updateModerationGroupEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/moderation-groups/:id',
  summary: 'Edit a moderation group',
  access: 'session',
  roles: ADMINISTRATORS_ONLY,
  params: ZIdParamsSchema,
  body: ZModerationGroupFieldsSchema,
  status: 200,
  response: zMessageWithData(ZModerationGroupSchema),
});

export const deleteModerationGroupEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/moderation-groups/:id',
  summary: 'Delete a moderation group',
  access: 'session',
  roles: ADMINISTRATORS_ONLY,
  params: ZIdParamsSchema,
  status: 200,
  response: ZMessageResponseSchema,
});
