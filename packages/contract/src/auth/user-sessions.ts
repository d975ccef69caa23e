import { z } from 'zod';
import { zListResponse } from '../common/envelopes';
import { ZUtcTimestampSchema } from '../common/dates';
import { defineEndpoint } from '../endpoint';
import { ALL_ROLES } from '../roles';

/** One of the signed-in user's sessions, for Settings › Security. */
export const ZUserSessionSchema = z.object({
  id: z.string(),
  /** The session making this request. */
  current: z.boolean(),
  created_at: ZUtcTimestampSchema,
  last_seen_at: ZUtcTimestampSchema,
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
});
export type TUserSession = z.infer<typeof ZUserSessionSchema>;

export const listUserSessionsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/user/sessions',
  summary: 'List the signed-in user’s sessions',
  access: 'session',
  roles: ALL_ROLES,
  status: 200,
  response: zListResponse(ZUserSessionSchema),
});

/** "Sign out everywhere else": ends every session of the user but this one. */
export const endOtherSessionsEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/user/sessions/others',
  summary: 'Sign out every other session',
  access: 'session',
  roles: ALL_ROLES,
  status: 200,
  response: z.object({ message: z.string(), ended: z.number().int().nonnegative() }),
});
