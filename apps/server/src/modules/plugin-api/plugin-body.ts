/**
 * How the plugin API reads bodies. The signature covers the exact bytes sent, so the body is
 * kept as text and parsed only after the signature has been checked: a wrongly signed request
 * is a 401 even when its body is not JSON. Installed on the plugin API's own (encapsulated)
 * Fastify instance, so the console keeps Fastify's ordinary JSON parser and 1 MB limit.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PLUGIN_MAX_BODY_BYTES, PLUGIN_MESSAGES } from '@vigil/contract';
import { HttpError } from '../../lib/http-errors';

const hasBody = (request: FastifyRequest): boolean =>
  request.headers['transfer-encoding'] !== undefined ||
  (request.headers['content-length'] ?? '0') !== '0';

const isJson = (contentType: string): boolean =>
  (contentType.split(';')[0] ?? '').trim().toLowerCase() === 'application/json';

export function installPluginBodyParser(instance: FastifyInstance): void {
  // Checked before Fastify reads anything, so a missing, blank or malformed content type is
  // refused with the same clear message as any other that is not JSON.
  instance.addHook('onRequest', async (request) => {
    if (request.method === 'GET' || request.method === 'HEAD') return;
    const contentType = request.headers['content-type'];
    const refused = contentType === undefined ? hasBody(request) : !isJson(contentType);
    if (refused) throw new HttpError(415, PLUGIN_MESSAGES.jsonOnly);
  });
  instance.removeAllContentTypeParsers();
  instance.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: PLUGIN_MAX_BODY_BYTES },
    (_request, body, done) => {
      done(null, body);
    },
  );
  // Anything else is refused before it is read.
  instance.addContentTypeParser('*', (_request, _payload, done) => {
    done(new HttpError(415, PLUGIN_MESSAGES.jsonOnly), undefined);
  });
}

/** The body exactly as received ('' for a request without one, e.g. a GET). */
export function rawPluginBody(request: FastifyRequest): string {
  return typeof request.body === 'string' ? request.body : '';
}

/**
 * NUL has no place in web content and PostgreSQL cannot store it in text or JSON, so it is
 * read as U+FFFD, the character HTML parsers put in its place (decision 0124). The content is
 * what is being moderated, so nothing else in it is refused or changed.
 */
const NUL = '\u0000';
const REPLACEMENT_CHARACTER = '\uFFFD';

function withoutNul(value: unknown): unknown {
  if (typeof value === 'string') return value.replaceAll(NUL, REPLACEMENT_CHARACTER);
  if (Array.isArray(value)) return value.map(withoutNul);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, entry]) => [
        key.replaceAll(NUL, REPLACEMENT_CHARACTER),
        withoutNul(entry),
      ]),
    );
  }
  return value;
}

/** The JSON document of a POST body, NUL read as U+FFFD; 422 when it is not JSON. */
export function parsePluginJson(rawBody: string): unknown {
  let parsed: unknown;
  try {
    parsed = JSON.parse(rawBody) as unknown;
  } catch {
    throw new HttpError(422, PLUGIN_MESSAGES.invalidJson);
  }
  return withoutNul(parsed);
}
