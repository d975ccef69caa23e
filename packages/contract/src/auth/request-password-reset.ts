import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { MESSAGES } from '../messages';
import { ZMessageResponseSchema } from '../system/error-response';

/**
 * The Forgotten Password screen. The server answers the same message whether or not the
 * address has an account, so the form cannot be used to discover accounts.
 */
export const ZRequestPasswordResetRequestSchema = z.object({
  email: z
    .string({ error: () => MESSAGES.signInWithoutEmail })
    .trim()
    .min(1, MESSAGES.signInWithoutEmail)
    .pipe(z.email({ error: MESSAGES.invalidEmail })),
});
export type TRequestPasswordResetRequest = z.infer<typeof ZRequestPasswordResetRequestSchema>;

export const ZRequestPasswordResetResponseSchema = ZMessageResponseSchema;
export type TRequestPasswordResetResponse = z.infer<typeof ZRequestPasswordResetResponseSchema>;

export const requestPasswordResetEndpoint = defineEndpoint({
  method: 'POST',
  path: '/request-password-reset',
  summary: 'Email a password reset link',
  access: 'public',
  body: ZRequestPasswordResetRequestSchema,
  status: 200,
  response: ZRequestPasswordResetResponseSchema,
});
