import { MESSAGES } from '@vigil/contract';
import type { z } from 'zod';
import { fieldErrorsFromIssues, type FieldErrors } from '../api/form-errors';
import { showErrorToast } from './notifications';

/**
 * A form's check before it is sent: the contract schema's texts go under their fields with the
 * spec's "form invalid" toast, and the fields are cleared when the values pass. Answers the
 * parsed values, or undefined when nothing should be sent.
 */
export function validateForm<S extends z.ZodType, F extends string>(
  schema: S,
  values: unknown,
  fields: readonly F[],
  setErrors: (errors: FieldErrors<F>) => void,
): z.infer<S> | undefined {
  const parsed = schema.safeParse(values);
  if (!parsed.success) {
    setErrors(fieldErrorsFromIssues(parsed.error.issues, fields));
    showErrorToast(MESSAGES.formInvalid);
    return undefined;
  }
  setErrors({});
  return parsed.data;
}
