/**
 * The one way the console talks to the API: typed by the contract's endpoint definitions,
 * cookies on every call, the tenant header from the stored profile, and failures run
 * through the spec §8 error catalogue before they reach the caller.
 */
import {
  API_PREFIX,
  TENANT_HEADER,
  ZErrorResponseSchema,
  buildPath,
  type EndpointBody,
  type EndpointDefinition,
  type EndpointParams,
  type EndpointQuery,
  type EndpointResponse,
} from '@vigil/contract';
import { readProfile } from '../lib/profile-storage';
import { trackApiActivity } from './api-activity';
import { ApiError } from './api-error';
import { emitApiErrorAction } from './api-error-events';
import { buildQueryString } from './query-string';
import { decideErrorAction, type ErrorHandling } from './error-catalogue';

type Field<K extends string, T> = [T] extends [undefined]
  ? { [P in K]?: undefined }
  : object extends T
    ? { [P in K]?: T }
    : { [P in K]: T };

export interface ApiCallOptions {
  /** Overrides the endpoint's spec §7 "quiet" flag (no progress indicator). */
  quiet?: boolean;
  /**
   * `none` leaves every failure to the caller (the session check at start, which must not
   * sign anybody out or open a dialog). See ErrorHandling for the others.
   */
  errorHandling?: ErrorHandling | 'none';
  signal?: AbortSignal;
  /**
   * The answer to this very request, already on its way: the session check public/boot.js
   * sends before the modules run (decision 0211). Read and judged as if sent here.
   */
  sent?: Promise<Response>;
}

export type ApiCallInput<E extends EndpointDefinition> = Field<'params', EndpointParams<E>> &
  Field<'query', EndpointQuery<E>> &
  Field<'body', EndpointBody<E>> &
  ApiCallOptions;

export type ApiCallArgs<E extends EndpointDefinition> =
  object extends ApiCallInput<E> ? [input?: ApiCallInput<E>] : [input: ApiCallInput<E>];

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  if (text.trim() === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/**
 * The contract's query defaults are part of the call (spec §7: reports are always asked for
 * `sort=utc_datetime&direction=desc`), so they are added here. Values the caller gave are
 * sent as written: the server parses them again, and a schema that transforms (the Analytics
 * `domain_ids=a,b` into a list) would otherwise put its parsed form on the wire. A query the
 * schema refuses is sent as given: the server's 422 names the problem better than the client
 * could.
 */
function withQueryDefaults(endpoint: EndpointDefinition, query: unknown): object | undefined {
  const given = typeof query === 'object' && query !== null ? query : undefined;
  if (!endpoint.query) return given;
  const parsed = endpoint.query.safeParse(query ?? {});
  if (!parsed.success || typeof parsed.data !== 'object' || parsed.data === null) return given;
  const written = new Map(
    Object.entries(given ?? {}).filter(([, value]) => value !== undefined && value !== null),
  );
  // In the schema's order, as before; the caller's value wherever there is one.
  const sent: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(parsed.data)) {
    sent[name] = written.has(name) ? written.get(name) : value;
  }
  for (const [name, value] of written) if (!(name in sent)) sent[name] = value;
  return sent;
}

/** A failed answer as the console's error: the server's message and field errors when it sent them. */
export function toApiError(status: number, url: string, body: unknown): ApiError {
  const parsed = ZErrorResponseSchema.safeParse(body);
  if (parsed.success) {
    return new ApiError({
      status,
      url,
      message: parsed.data.message,
      errors: parsed.data.errors,
      body,
    });
  }
  return new ApiError({ status, url, body });
}

export async function apiCall<E extends EndpointDefinition>(
  endpoint: E,
  ...args: ApiCallArgs<E>
): Promise<EndpointResponse<E>> {
  const input: ApiCallInput<E> | undefined = args[0];
  const {
    quiet = endpoint.quiet ?? false,
    errorHandling = 'catalogue',
    signal,
    sent,
  } = input ?? {};
  const params = input?.params as Record<string, string | number> | undefined;
  const url =
    buildPath(endpoint.path, params) + buildQueryString(withQueryDefaults(endpoint, input?.query));

  const headers: Record<string, string> = { Accept: 'application/json' };
  const tenantId = readProfile()?.tenantId;
  if (tenantId) headers[TENANT_HEADER] = tenantId;
  const body = input?.body;
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  const done = quiet ? () => undefined : trackApiActivity();
  try {
    let response: Response;
    try {
      response = await (sent ??
        fetch(API_PREFIX + url, {
          method: endpoint.method,
          headers,
          credentials: 'include',
          body: body === undefined ? undefined : JSON.stringify(body),
          signal,
        }));
    } catch (cause) {
      // An aborted call is the caller's own doing: no dialog, no catalogue.
      if (signal?.aborted) throw cause;
      throw new ApiError({ status: 0, url });
    }
    const parsed = parseJson(await response.text());
    if (response.ok && parsed.ok) {
      warnOnContractMismatch(endpoint, url, parsed.value);
      return parsed.value as EndpointResponse<E>;
    }
    throw toApiError(response.status, url, parsed.ok ? parsed.value : undefined);
  } catch (thrown) {
    if (thrown instanceof ApiError && errorHandling !== 'none') {
      emitApiErrorAction(
        decideErrorAction(
          {
            status: thrown.status,
            url: thrown.url,
            message: thrown.serverMessage,
            body: thrown.body,
          },
          errorHandling,
        ),
        thrown,
      );
    }
    throw thrown;
  } finally {
    done();
  }
}

/** Development aid only: a reply that breaks the contract is logged, never rejected. */
function warnOnContractMismatch(endpoint: EndpointDefinition, url: string, value: unknown): void {
  if (!import.meta.env.DEV) return;
  const result = endpoint.response.safeParse(value);
  if (!result.success) {
    console.warn(`Reply of ${endpoint.method} ${url} does not match the contract`, result.error);
  }
}
