import { zListResponse, zMessageWithData } from '../common/envelopes';
import { ZIdParamsSchema } from '../common/ids';
import { defineEndpoint } from '../endpoint';
import { ADMINISTRATORS_ONLY } from '../roles';
import { ZMessageResponseSchema } from '../system/error-response';
import { ZModerationGroupFieldsSchema, ZModerationGroupSchema } from './moderation-group';

export const listModerationGroupsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/moderation-groups',
  access: 'session',
  roles: ADMINISTRATORS_ONLY,
  response: zListResponse(ZModerationGroupSchema),
});

export const createModerationGroupEndpoint = defineEndpoint({
  method: 'POST',
  path: '/moderation-groups',
  access: 'session',
  roles: ADMINISTRATORS_ONLY,
  body: ZModerationGroupFieldsSchema,
  response: zMessageWithData(ZModerationGroupSchema),
});

export const updateModerationGroupEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/moderation-groups/:id',
  access: 'session',
  roles: ADMINISTRATORS_ONLY,
  params: ZIdParamsSchema,
  body: ZModerationGroupFieldsSchema,
  response: zMessageWithData(ZModerationGroupSchema),
});

export const deleteModerationGroupEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/moderation-groups/:id',
  access: 'session',
  roles: ADMINISTRATORS_ONLY,
  params: ZIdParamsSchema,
  response: ZMessageResponseSchema,
});
