import type { z } from 'zod';
import { zMessageWithData } from '../common/envelopes';
import { zEmail } from '../common/fields';
import { ZIdParamsSchema } from '../common/ids';
import { defineEndpoint } from '../endpoint';
import { ADMINISTRATORS_ONLY } from '../roles';
import { ZUserFieldsSchema, ZUserSchema } from './user';

export const ZUpdateUserParamsSchema = ZIdParamsSchema;
export type TUpdateUserParams = z.infer<typeof ZUpdateUserParamsSchema>;

/**
 * The email may be sent back unchanged (the edit form shows it) but not changed: sign-in and
 * Google/Office 365 matching go by email, so a new address would need its own confirmation
 * (docs/decisions/0052-users.md). A different address answers 422.
 */
export const ZUpdateUserRequestSchema = ZUserFieldsSchema.extend({ email: zEmail().optional() });
export type TUpdateUserRequest = z.infer<typeof ZUpdateUserRequestSchema>;

export const ZUpdateUserResponseSchema = zMessageWithData(ZUserSchema);
export type TUpdateUserResponse = z.infer<typeof ZUpdateUserResponseSchema>;

export const updateUserEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/users/:id',
  summary: 'Edit a user',
  access: 'session',
  roles: ADMINISTRATORS_ONLY,
  params: ZUpdateUserParamsSchema,
  body: ZUpdateUserRequestSchema,
  status: 200,
  response: ZUpdateUserResponseSchema,
});
