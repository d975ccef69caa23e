/**
 * Field schemas shared by request bodies, each carrying its spec §5 message so the server's
 * 422 and the console's forms say the same thing.
 */
import { z } from 'zod';
import { ACTIVATION_CODE_LENGTH } from '../constants';
import { MESSAGES } from '../messages';
import {
  hasControlCharacters,
  hasDirectionControls,
  type TextHygieneOptions,
} from './text-hygiene';

/** A missing value or a wrong type reads as "required" to a person filling in a form. */
function requiredError(label: string) {
  return { error: () => MESSAGES.required(label) };
}

/**
 * Refuses control characters (tabs and line breaks too, unless `multiLine`) and the
 * bidirectional embeddings, overrides and isolates in typed text (decision 0124).
 */
export function withTextHygiene(
  schema: z.ZodString,
  label: string,
  options: TextHygieneOptions = {},
): z.ZodString {
  return schema
    .refine((text) => !hasControlCharacters(text, options), MESSAGES.controlCharacters(label))
    .refine((text) => !hasDirectionControls(text), MESSAGES.directionControls(label));
}

/**
 * Required free text, trimmed first so that spaces alone do not count as an answer. Single
 * line unless `multiLine`; control and direction characters are refused either way.
 */
export function zRequiredText(label: string, options: TextHygieneOptions = {}) {
  return withTextHygiene(
    z.string(requiredError(label)).trim().min(1, MESSAGES.required(label)),
    label,
    options,
  );
}

export function zEmail(label = 'Email') {
  return z
    .string(requiredError(label))
    .trim()
    .min(1, MESSAGES.required(label))
    .pipe(z.email({ error: MESSAGES.invalidEmail }));
}

/**
 * Passwords are never trimmed (a space may be part of one) and their strength is judged by
 * the server, which answers 422 with MESSAGES.weakPassword.
 */
export function zPassword(label = 'Password') {
  return z.string(requiredError(label)).min(1, MESSAGES.required(label));
}

const ONE_TIME_CODE_PATTERN = new RegExp(`^\\d{${ACTIVATION_CODE_LENGTH}}$`);

/** The 6-digit activation / one-time code of an authenticator app. */
export const ZOneTimeCodeSchema = z
  .string({ error: () => MESSAGES.invalidOneTimeCode })
  .trim()
  .regex(ONE_TIME_CODE_PATTERN, MESSAGES.invalidOneTimeCode);

/** Whether a form's password and its confirmation agree (checked on the whole object). */
export function passwordConfirmed(body: {
  password?: string | undefined;
  password_confirmation?: string | undefined;
}): boolean {
  return body.password === body.password_confirmation;
}

/** Where and how a mismatch is reported: on the confirmation field, with the spec's text. */
export function passwordMismatchError(message: string = MESSAGES.passwordMismatch): {
  error: string;
  path: ['password_confirmation'];
} {
  return { error: message, path: ['password_confirmation'] };
}
