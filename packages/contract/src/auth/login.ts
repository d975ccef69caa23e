import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { MESSAGES } from '../messages';

export const ZLoginRequestSchema = z.object({
  // abort: an empty email gets only the sign-in message, not also 'Invalid email address'.
  email: z
    .string()
    .trim()
    .min(1, { error: MESSAGES.signInWithoutEmail, abort: true })
    .email(MESSAGES.invalidEmail),
  password: z.string().min(1, MESSAGES.required('Password')),
});
export type TLoginRequest = z.infer<typeof ZLoginRequestSchema>;

/** Spec §3 "Login reply fields". */
export const ZLoginResponseSchema = z.object({
  tenant_id: z.union([z.string(), z.number()]),
  role_id: z.number().int().optional(),
  two_factor: z.boolean(),
  two_factor_enforced: z.boolean(),
  message: z.string().optional(),
  name: z.string(),
  tenant_name: z.string(),
  two_factor_enforcement_date: z.string().nullable(),
  eula_accepted: z.boolean(),
});
export type TLoginResponse = z.infer<typeof ZLoginResponseSchema>;

export const loginEndpoint = defineEndpoint({
  method: 'POST',
  path: '/login',
  summary: 'Sign in with email and password',
  access: 'public',
  body: ZLoginRequestSchema,
  status: 200,
  response: ZLoginResponseSchema,
});
