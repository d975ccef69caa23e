/**
 * One description per API call, shared by the server (routing and validation) and the
 * console (typed client). Paths are written as in spec §7 without the `/api` prefix,
 * with Fastify-style `:param` placeholders.
 */
import type { z } from 'zod';
import type { RoleId } from './roles';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call: anyone, a signed-in session (tenant header checked), or a CMS plugin signing
 * each request with its domain's secret key (plugin/plugin-signing.ts).
 */
export type EndpointAccess = 'public' | 'session' | 'plugin';

/**
 * A session whose sign-in is not finished: the password was right but the second factor is
 * still owed (`second-factor`), or the tenant's two-factor enforcement date has passed and this
 * user has not set two-factor up yet (`two-factor-setup`). Such a session may call only the
 * endpoints that list its stage; everything else answers 401 (`second-factor`) or 423 with
 * ACCOUNT_MESSAGES.twoFactorMustBeEnabled (`two-factor-setup`). Declared here, on the
 * endpoint, so a route added later is refused by default instead of forgotten.
 */
export type UnfinishedSignIn = 'second-factor' | 'two-factor-setup';

/**
 * What a call answers when it succeeds: 200, 201 when it creates something, 202 when it has
 * stored work to be done later. Every endpoint answers a JSON body (its `response` schema), so
 * 204 is not offered; a call without a body would need registerEndpoint to send none.
 */
export type SuccessStatus = 200 | 201 | 202;

/**
 * Failures the OpenAPI document describes with the shared error shape. Most follow from how an
 * endpoint is called (401, 403, 404, 413, 415, 422: openapi/build-openapi.ts); an endpoint lists
 * in `errors` only those it answers beyond that.
 */
export type DocumentedErrorStatus = 401 | 403 | 404 | 409 | 413 | 415 | 422 | 423;

/**
 * A call that answers a file to save instead of JSON (a transparency report's CSV or PDF):
 * its media type, and the extension of the file name the server gives it. The `response`
 * schema of such a call only documents the body as text.
 */
export interface DownloadFormat {
  readonly mediaType: 'text/csv' | 'application/pdf';
  readonly extension: 'csv' | 'pdf';
}

export interface EndpointDefinition {
  readonly method: HttpMethod;
  readonly path: `/${string}`;
  /** One line for the OpenAPI document and the Developers page's reference. */
  readonly summary: string;
  readonly access: EndpointAccess;
  /**
   * Session calls must carry the tenant header naming the session's tenant. The session check
   * and sign-out also work without it, so a console whose stored profile was lost can still
   * learn that the session is live and end it (spec §4); a header that is sent must match.
   */
  readonly tenantHeader?: 'required' | 'optional';
  /** Which unfinished sign-ins may call it (session endpoints only); none when absent. */
  readonly allowUnfinishedSignIn?: readonly UnfinishedSignIn[];
  /**
   * Which roles may call it (session endpoints only). Absent: administrators only, so a route
   * added later is closed to moderators and viewers until someone decides otherwise. Others
   * answer 403.
   */
  readonly roles?: readonly RoleId[];
  /** Spec §7 "quiet": the console shows no loading mask for it. */
  readonly quiet?: boolean;
  /**
   * Spec §4 Moderation lock: a /report… or /moderation/… call. A moderator's calls to it count
   * as active time on the server, and answer 423 while their forced break lasts
   * (moderation/moderation-lock.ts). POST /report/lock is left out, so a break can always start.
   */
  readonly moderationTimed?: boolean;
  /** Sent by the server's registerEndpoint on success, and documented as the success status. */
  readonly status: SuccessStatus;
  /** Failures beyond what access and input imply (e.g. 409), for the OpenAPI document. */
  readonly errors?: readonly DocumentedErrorStatus[];
  /** Set when the call answers a file (server: http/register-download.ts), not JSON. */
  readonly download?: DownloadFormat;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly response: z.ZodType;
}

export function defineEndpoint<const E extends EndpointDefinition>(endpoint: E): E {
  return endpoint;
}

type Infer<S> = S extends z.ZodType ? z.infer<S> : undefined;
type InferInput<S> = S extends z.ZodType ? z.input<S> : undefined;

export type EndpointParams<E extends EndpointDefinition> = InferInput<E['params']>;
export type EndpointQuery<E extends EndpointDefinition> = InferInput<E['query']>;
export type EndpointBody<E extends EndpointDefinition> = InferInput<E['body']>;
export type EndpointResponse<E extends EndpointDefinition> = Infer<E['response']>;

/** Fills `:name` placeholders; values are URI-encoded. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter: ${name}`);
    return encodeURIComponent(String(value));
  });
}

export const API_PREFIX = '/api';
export const TENANT_HEADER = 'X-Tenant-Id';
