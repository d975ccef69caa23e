import type { z } from 'zod';
import { ZIdParamsSchema } from '../common/ids';
import { defineEndpoint } from '../endpoint';
import { ADMINISTRATORS_ONLY } from '../roles';
import { ZMessageResponseSchema } from '../system/error-response';

export const ZDeleteUserParamsSchema = ZIdParamsSchema;
export type TDeleteUserParams = z.infer<typeof ZDeleteUserParamsSchema>;

export const ZDeleteUserResponseSchema = ZMessageResponseSchema;
export type TDeleteUserResponse = z.infer<typeof ZDeleteUserResponseSchema>;

export const deleteUserEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/users/:id',
  summary: 'Delete a user',
  access: 'session',
  roles: ADMINISTRATORS_ONLY,
  params: ZDeleteUserParamsSchema,
  status: 200,
  response: ZDeleteUserResponseSchema,
});
