import type { z } from 'zod';
import { zListResponse } from '../common/envelopes';
import { defineEndpoint } from '../endpoint';
import { ADMINISTRATORS_ONLY } from '../roles';
import { ZUserSchema } from './user';

export const ZListUsersResponseSchema = zListResponse(ZUserSchema);
export type TListUsersResponse = z.infer<typeof ZListUsersResponseSchema>;

export const listUsersEndpoint = defineEndpoint({
  method: 'GET',
  path: '/users',
  summary: 'List the users',
  access: 'session',
  roles: ADMINISTRATORS_ONLY,
  status: 200,
  response: ZListUsersResponseSchema,
});
