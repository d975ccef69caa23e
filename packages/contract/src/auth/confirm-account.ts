import { z } from 'zod';
import {
  passwordConfirmed,
  passwordMismatchError,
  zPassword,
  zRequiredText,
} from '../common/fields';
import { defineEndpoint } from '../endpoint';
import { ZMessageResponseSchema } from '../system/error-response';

/**
 * The Confirm Account screen ("payload without email", spec §7): the token from the emailed
 * link identifies the account. A self-registered account already has a password and sends
 * the token alone; a user added by an administrator has none yet and chooses one here, so
 * the password pair is optional but must come together and match.
 * See docs/decisions/0011-contract-shapes.md. A bad token is answered 422 with
 * MESSAGES.invalidConfirmationLink; success leads to /login.
 */
export const ZConfirmAccountRequestSchema = z
  .object({
    token: zRequiredText('Token'),
    password: zPassword().optional(),
    password_confirmation: zPassword('Password confirmation').optional(),
  })
  .refine(passwordConfirmed, passwordMismatchError());
export type TConfirmAccountRequest = z.infer<typeof ZConfirmAccountRequestSchema>;

export const ZConfirmAccountResponseSchema = ZMessageResponseSchema;
export type TConfirmAccountResponse = z.infer<typeof ZConfirmAccountResponseSchema>;

export const confirmAccountEndpoint = defineEndpoint({
  method: 'POST',
  path: '/account-confirmation',
  summary: 'Confirm an account from its emailed link',
  access: 'public',
  body: ZConfirmAccountRequestSchema,
  status: 200,
  response: ZConfirmAccountResponseSchema,
});
