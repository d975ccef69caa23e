import { ApiError } from '../../../api/api-error';
import { emitApiErrorAction } from '../../../api/api-error-events';
import { decideErrorAction } from '../../../api/error-catalogue';
import { fieldErrorsFromApi, hasFieldErrors, type FieldErrors } from '../../../api/form-errors';

/**
 * A failed save: texts the server put on the form's fields (a taken name) go on those
 * fields; anything else through the spec §8 catalogue, so a problem is reported once.
 * (Settings has the same rule; features do not import each other.)
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
