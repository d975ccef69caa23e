import type { z } from 'zod';
import { zMessageWithData } from '../common/envelopes';
import { ZIdParamsSchema } from '../common/ids';
import { defineEndpoint } from '../endpoint';
import { ZUserFieldsSchema, ZUserSchema } from './user';

export const ZUpdateUserParamsSchema = ZIdParamsSchema;
export type TUpdateUserParams = z.infer<typeof ZUpdateUserParamsSchema>;

export const ZUpdateUserRequestSchema = ZUserFieldsSchema;
export type TUpdateUserRequest = z.infer<typeof ZUpdateUserRequestSchema>;

export const ZUpdateUserResponseSchema = zMessageWithData(ZUserSchema);
export type TUpdateUserResponse = z.infer<typeof ZUpdateUserResponseSchema>;

export const updateUserEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/users/:id',
  access: 'session',
  params: ZUpdateUserParamsSchema,
  body: ZUpdateUserRequestSchema,
  response: ZUpdateUserResponseSchema,
});
