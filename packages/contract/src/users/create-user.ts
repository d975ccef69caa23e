import type { z } from 'zod';
import { zMessageWithData } from '../common/envelopes';
import { defineEndpoint } from '../endpoint';
import { ADMINISTRATORS_ONLY } from '../roles';
import { ZUserFieldsSchema, ZUserSchema } from './user';

/** The new user is emailed a confirmation link and chooses a password there. */
export const ZCreateUserRequestSchema = ZUserFieldsSchema;
export type TCreateUserRequest = z.infer<typeof ZCreateUserRequestSchema>;

export const ZCreateUserResponseSchema = zMessageWithData(ZUserSchema);
export type TCreateUserResponse = z.infer<typeof ZCreateUserResponseSchema>;

export const createUserEndpoint = defineEndpoint({
  method: 'POST',
  path: '/users',
  summary: 'Invite a user',
  access: 'session',
  roles: ADMINISTRATORS_ONLY,
  body: ZCreateUserRequestSchema,
  status: 201,
  response: ZCreateUserResponseSchema,
});
