import { z } from 'zod';
import { passwordConfirmed, passwordMismatchError, zPassword } from '../common/fields';
import { defineEndpoint } from '../endpoint';
import { ALL_ROLES } from '../roles';
import { MESSAGES } from '../messages';
import { ZMessageResponseSchema } from '../system/error-response';

/** Settings › Account password change (Fortify's field names). */
export const ZUpdatePasswordRequestSchema = z
  .object({
    current_password: zPassword('Current password'),
    password: zPassword('New password'),
    password_confirmation: zPassword('Password confirmation'),
  })
  .refine(passwordConfirmed, passwordMismatchError(MESSAGES.settingsPasswordMismatch));
export type TUpdatePasswordRequest = z.infer<typeof ZUpdatePasswordRequestSchema>;

export const ZUpdatePasswordResponseSchema = ZMessageResponseSchema;
export type TUpdatePasswordResponse = z.infer<typeof ZUpdatePasswordResponseSchema>;

export const updatePasswordEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/user/password',
  summary: 'Change the signed-in user’s password',
  access: 'session',
  roles: ALL_ROLES,
  body: ZUpdatePasswordRequestSchema,
  status: 200,
  response: ZUpdatePasswordResponseSchema,
});
