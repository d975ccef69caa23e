/**
 * A request the service refused, or one that never got an answer. `status` is the HTTP status
 * (0 when the service could not be reached or answered something unreadable); `message` is the
 * service's own text (e.g. 'This signature has already been used.'), so it can be logged as is.
 */
export class VigilApiError extends Error {
  override readonly name = 'VigilApiError';
  readonly status: number;
  /** Field errors of a 422, as the service sends them. */
  readonly errors: Readonly<Record<string, readonly string[]>> | undefined;

  constructor(
    status: number,
    message: string,
    errors?: Record<string, string[]>,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.status = status;
    this.errors = errors;
  }
}
