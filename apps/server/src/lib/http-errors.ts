/**
 * Errors a service may throw; the one error handler turns them into the API's error shape
 * `{message, errors?}` with their status.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string[]>,
    readonly headers?: Record<string, string>,
    /** Documented body fields beside `message`, e.g. the moderation lock's `locked_until`. */
    readonly fields?: Readonly<Record<string, string | number>>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export class ValidationError extends HttpError {
  constructor(errors: Record<string, string[]>, message?: string) {
    const first = Object.values(errors).flat()[0];
    super(422, message ?? first ?? 'The given data was invalid.', errors);
    this.name = 'ValidationError';
  }
}

export const unauthenticated = (message = 'Unauthenticated.'): HttpError =>
  new HttpError(401, message);
export const forbidden = (message = 'This action is unauthorized.'): HttpError =>
  new HttpError(403, message);
export const notFound = (message = 'Not Found'): HttpError => new HttpError(404, message);
