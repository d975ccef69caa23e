import { ApiError } from '../../../api/api-error';
import { emitApiErrorAction } from '../../../api/api-error-events';
import { decideErrorAction } from '../../../api/error-catalogue';

/**
 * Settings forms validate with the contract's schemas on submit (spec §5: lazy validation),
 * and show a server 422's texts on the same fields. The auth feature has the same helpers;
 * features do not import each other, so Settings keeps its own small copy.
 */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

/** One text per field, the first one found: a field shows one problem at a time. */
export function fieldErrorsFromIssues<F extends string>(
  issues: readonly Issue[],
  fields: readonly F[],
): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const issue of issues) {
    const known = fields.find((name) => name === issue.path[0]);
    if (known !== undefined && errors[known] === undefined) errors[known] = issue.message;
  }
  return errors;
}

export function hasFieldErrors(errors: Partial<Record<string, string>>): boolean {
  return Object.values(errors).some((text) => text !== undefined);
}

/**
 * A failed save: a 422 whose texts belong to the form's fields goes on those fields; any
 * other failure (the last-administrator refusal, a taken email, a 401) through the spec §8
 * catalogue, so one problem is never reported twice.
 */
export function fieldErrorsOrCatalogue<F extends string>(
  error: unknown,
  fields: readonly F[],
): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  if (!(error instanceof ApiError)) return errors;
  for (const field of fields) {
    const text = error.errors[field]?.[0];
    if (text !== undefined) errors[field] = text;
  }
  if (!hasFieldErrors(errors)) {
    emitApiErrorAction(
      decideErrorAction({ status: error.status, url: error.url, message: error.serverMessage }),
      error,
    );
  }
  return errors;
}
