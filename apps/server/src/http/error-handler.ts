import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../lib/http-errors';

interface ErrorBody {
  message: string;
  errors?: Record<string, string[]>;
  [field: string]: unknown;
}

// Fastify's own client errors, answered with the API's documented statuses (api-notes lists
// no 400: a body that cannot be read is a validation failure, 422).
const FASTIFY_CLIENT_ERRORS: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 422, message: 'The request body is not valid JSON.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 422, message: 'The request body is empty.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: 'Unsupported Media Type' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 422, message: 'Invalid Content-Length.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'The request body is too large.' },
};

/**
 * Router errors: a path whose percent-encoding does not decode (`/api/%zz`), or a path
 * parameter longer than the router allows. No route can be named by such a path, so it is
 * answered as an unknown path — 404 `{message: 'Not Found'}` for API and console paths alike
 * (decision 0124); the documented statuses have no 400.
 */
const ROUTER_NOT_FOUND_ERRORS = new Set(['FST_ERR_BAD_URL', 'FST_ERR_MAX_PARAM_LENGTH']);

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && 'code' in error && typeof error.code === 'string';
}

/**
 * Fastify's `frameworkErrors` option: errors the router raises before any route, hook or the
 * error handler runs. Without it Fastify writes its own `{statusCode, code, error}` body.
 * The security headers' hook has not run either, so the one that matters for a JSON error
 * body is set here.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  void reply.header('X-Content-Type-Options', 'nosniff');
  if (ROUTER_NOT_FOUND_ERRORS.has(error.code)) {
    void reply.status(404).send({ message: 'Not Found' });
    return;
  }
  request.log.error({ err: { type: error.code, message: error.message } }, 'request failed');
  void reply.status(500).send({ message: 'Server Error' });
}

/**
 * The one error handler: every failure leaves as `{message, errors?}` with its status. Client
 * mistakes never become 500s; server faults answer a bare "Server Error" and are logged
 * without stack or request body, so no secret can reach a client or a log.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof HttpError) {
      const body: ErrorBody = { ...error.fields, message: error.message };
      if (error.errors) body.errors = error.errors;
      if (error.headers) void reply.headers(error.headers);
      return reply.status(error.statusCode).send(body);
    }
    if (isFastifyError(error)) {
      const known = FASTIFY_CLIENT_ERRORS[error.code];
      if (known) return reply.status(known.status).send({ message: known.message });
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        return reply.status(status === 400 ? 422 : status).send({ message: error.message });
      }
    }
    request.log.error(
      {
        err: {
          type: error instanceof Error ? error.name : typeof error,
          message: error instanceof Error ? error.message : String(error),
        },
      },
      'request failed',
    );
    return reply.status(500).send({ message: 'Server Error' });
  });
}
