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
 * The Create Account screen: a new tenant and its first (administrator) user. The account
 * must be confirmed through the emailed link before signing in.
 */
export const ZRegisterRequestSchema = z
  .object({
    name: zRequiredText('Name'),
    tenant_name: zRequiredText('Organisation name'),
    email: zEmail(),
    password: zPassword(),
    password_confirmation: zPassword('Password confirmation'),
  })
  .refine(passwordConfirmed, passwordMismatchError());
export type TRegisterRequest = z.infer<typeof ZRegisterRequestSchema>;

export const ZRegisterResponseSchema = ZMessageResponseSchema;
export type TRegisterResponse = z.infer<typeof ZRegisterResponseSchema>;

export const createAccountEndpoint = defineEndpoint({
  method: 'POST',
  path: '/register',
  summary: 'Create an account',
  access: 'public',
  body: ZRegisterRequestSchema,
  status: 201,
  response: ZRegisterResponseSchema,
});
