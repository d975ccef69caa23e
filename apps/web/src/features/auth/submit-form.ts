import { ApiError } from '../../api/api-error';
import { emitApiErrorAction } from '../../api/api-error-events';
import { decideErrorAction } from '../../api/error-catalogue';
import { fieldErrorsFromApi, hasFieldErrors, type FieldErrors } from '../../api/form-errors';

export type SubmitResult<T, F extends string> =
  { ok: true; value: T } | { ok: false; fieldErrors: FieldErrors<F>; error: unknown };

/**
 * Runs a form's API call (made with `errorHandling: 'none'`). A 422 whose texts belong to the
 * form's fields is shown on those fields only; every other failure goes through the spec §8
 * catalogue as usual, so the same problem is never reported twice (dialog and field).
 */
export async function submitForm<T, F extends string>(
  call: () => Promise<T>,
  fields: readonly F[],
): Promise<SubmitResult<T, F>> {
  try {
    return { ok: true, value: await call() };
  } catch (error) {
    const fieldErrors = fieldErrorsFromApi(error, fields);
    if (error instanceof ApiError && !hasFieldErrors(fieldErrors)) {
      emitApiErrorAction(
        decideErrorAction({ status: error.status, url: error.url, message: error.serverMessage }),
        error,
      );
    }
    return { ok: false, fieldErrors, error };
  }
}
