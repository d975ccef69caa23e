import { ApiError } from '../../../api/api-error';
import { emitApiErrorAction } from '../../../api/api-error-events';
import { decideErrorAction } from '../../../api/error-catalogue';
import { fieldErrorsFromApi, hasFieldErrors, type FieldErrors } from '../../../api/form-errors';

/**
 * A failed save: a 422 whose texts belong to the form's fields goes on those fields; any
 * other failure (the last-administrator refusal, a taken email, a 401) through the spec §8
 * catalogue, so one problem is never reported twice.
 */
export function fieldErrorsOrCatalogue<F extends string>(
  error: unknown,
  fields: readonly F[],
): FieldErrors<F> {
  const errors = fieldErrorsFromApi(error, fields);
  if (error instanceof ApiError && !hasFieldErrors(errors)) {
    emitApiErrorAction(
      decideErrorAction({ status: error.status, url: error.url, message: error.serverMessage }),
      error,
    );
  }
  return errors;
}
