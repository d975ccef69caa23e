import { ApiError } from '../../api/api-error';

/**
 * An emailed link the server refused (unknown, expired or already used token): the screen
 * says the spec's "link is invalid" text in place. Anything else (rate limit, server down)
 * goes through the spec §8 catalogue like any failed call.
 */
export function isRefusedLink(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.status === 404 || error.status === 410) return true;
  return error.status === 422 && (error.errors.token !== undefined || !hasFieldTexts(error));
}

function hasFieldTexts(error: ApiError): boolean {
  return Object.keys(error.errors).some((field) => field !== 'token');
}
