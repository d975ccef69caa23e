import { ApiError } from './api-error';

/** One text per field, the first one found: a field shows one problem at a time. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

/** The contract schema's issues (spec §5 texts) by field, for the fields this form shows. */
export function fieldErrorsFromIssues<F extends string>(
  issues: readonly Issue[],
  fields: readonly F[],
): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const issue of issues) {
    const field = issue.path[0];
    const known = fields.find((name) => name === field);
    if (known !== undefined && errors[known] === undefined) errors[known] = issue.message;
  }
  return errors;
}

/**
 * A server 422's field texts ('The chosen password is too weak' on `password`), for the
 * fields this form shows. Anything else yields no field errors: the catalogue has spoken.
 */
export function fieldErrorsFromApi<F extends string>(
  error: unknown,
  fields: readonly F[],
): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  if (!(error instanceof ApiError)) return errors;
  for (const field of fields) {
    const text = error.errors[field]?.[0];
    if (text !== undefined) errors[field] = text;
  }
  return errors;
}

export function hasFieldErrors(errors: Partial<Record<string, string>>): boolean {
  return Object.values(errors).some((text) => text !== undefined);
}
