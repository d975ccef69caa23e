import { z } from 'zod';
import {
  passwordConfirmed,
  passwordMismatchError,
  zEmail,
  zPassword,
  zRequiredText,
} from '../common/fields';
import { defineEndpoint } from '../endpoint';
import { ZMessageResponseSchema } from '../system/error-response';

/**
 * The Reset Password screen: the token comes from the emailed link. A bad or expired token
 * is answered 422 with MESSAGES.invalidResetLink.
 */
export const ZResetPasswordRequestSchema = z
  .object({
    token: zRequiredText('Token'),
    email: zEmail(),
    password: zPassword(),
    password_confirmation: zPassword('Password confirmation'),
  })
  .refine(passwordConfirmed, passwordMismatchError());
export type TResetPasswordRequest = z.infer<typeof ZResetPasswordRequestSchema>;

export const ZResetPasswordResponseSchema = ZMessageResponseSchema;
export type TResetPasswordResponse = z.infer<typeof ZResetPasswordResponseSchema>;

export const resetPasswordEndpoint = defineEndpoint({
  method: 'POST',
  path: '/password-reset',
  summary: 'Choose a new password from a reset link',
  access: 'public',
  body: ZResetPasswordRequestSchema,
  status: 200,
  response: ZResetPasswordResponseSchema,
});
