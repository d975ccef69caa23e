/** A failed API call: HTTP status (0 when the server could not be reached) and its body. */
export class ApiError extends Error {
  readonly status: number;
  /** The server's `message`, when it sent one; the catalogue falls back on its own texts. */
  readonly serverMessage: string | undefined;
  /** Field validation texts of a 422 (`{field: [text, …]}`). */
  readonly errors: Record<string, string[]>;
  /** Path and query after the `/api` prefix, e.g. `/report?sort=utc_datetime`. */
  readonly url: string;
  /** The parsed error body, for documented fields beside the message (a 423's locked_until). */
  readonly body: unknown;

  constructor(options: {
    status: number;
    message?: string | undefined;
    errors?: Record<string, string[]> | undefined;
    url: string;
    body?: unknown;
  }) {
    super(options.message ?? `Request to ${options.url} failed with status ${options.status}`);
    this.name = 'ApiError';
    this.status = options.status;
    this.serverMessage = options.message;
    this.errors = options.errors ?? {};
    this.url = options.url;
    this.body = options.body;
  }
}
