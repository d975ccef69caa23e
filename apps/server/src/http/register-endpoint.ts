import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_PREFIX, type EndpointDefinition, type EndpointResponse } from '@vigil/contract';
import type { z } from 'zod';
import type { AppContext } from '../context';
import type { PluginCaller } from '../modules/plugin-api/plugin-auth';
import { authenticate } from './authenticate';
import { authorize, type AuthorizedRequest } from './authorize';
import { parseInput, refuseNulCharacters } from './validation';

type Parsed<S> = S extends z.ZodType ? z.infer<S> : undefined;

export interface EndpointInput<E extends EndpointDefinition> {
  params: Parsed<E['params']>;
  query: Parsed<E['query']>;
  body: Parsed<E['body']>;
  auth: E['access'] extends 'session'
    ? AuthorizedRequest
    : E['access'] extends 'plugin'
      ? PluginCaller
      : undefined;
  request: FastifyRequest;
  /** For headers and cookies; the status is the endpoint's own (`status`), sent on success. */
  reply: FastifyReply;
}

export type EndpointHandler<E extends EndpointDefinition> = (
  input: EndpointInput<E>,
) => Promise<EndpointResponse<E>>;

const registered = new WeakMap<FastifyInstance, EndpointDefinition[]>();

/** Every contract endpoint an app serves, so tests can sweep the whole route table. */
export function registeredEndpoints(app: FastifyInstance): readonly EndpointDefinition[] {
  return registered.get(app) ?? [];
}

/** Lists an endpoint as served by `app` (registerEndpoint does this itself by default). */
export function listEndpoint(app: FastifyInstance, endpoint: EndpointDefinition): void {
  registered.set(app, [...registeredEndpoints(app), endpoint]);
}

/**
 * The checks an endpoint runs that belong to feature modules, given to the transport layer by
 * the context (src/endpoint-checks.ts) rather than imported from the modules (decision 0130).
 */
export interface EndpointChecks {
  /** 423 when a forced break closes timed moderation calls (modules/moderation-lock). */
  moderationAllowed(auth: AuthorizedRequest): Promise<void>;
  /**
   * Who signed a plugin request (401 otherwise), checked against the raw body, and the body's
   * JSON read only after the signature when the endpoint takes one (modules/plugin-api).
   */
  plugin(
    request: FastifyRequest,
    readsBody: boolean,
  ): Promise<{ caller: PluginCaller; body: unknown }>;
}

export interface RegisterEndpointOptions {
  /**
   * False when the caller has listed the endpoint on the root app already: routes mounted on
   * an encapsulated child (the plugin API's own instance) are only created when Fastify loads
   * it, but the root's route table must name them from the start.
   */
  list?: boolean;
}

/**
 * What every contract endpoint does before its handler: who (401/423), whether their role may
 * call it (403), for a timed moderation call whether a forced break closes it (423), all
 * before any input is read; then params, query and body validated with the contract's schemas
 * (422). Shared by JSON endpoints and file downloads (register-download.ts).
 */
export async function readEndpointInput<E extends EndpointDefinition>(
  ctx: AppContext,
  endpoint: E,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<EndpointInput<E>> {
  let auth: AuthorizedRequest | PluginCaller | undefined;
  let body: unknown = request.body ?? {};
  if (endpoint.access === 'session') {
    auth = authorize(
      await authenticate(ctx, request, endpoint.tenantHeader, endpoint.allowUnfinishedSignIn),
      endpoint,
    );
    // A moderator on a forced break gets 423 whatever the input (spec §4 Moderation lock).
    if (endpoint.moderationTimed) await ctx.endpointChecks.moderationAllowed(auth);
  } else if (endpoint.access === 'plugin') {
    const signed = await ctx.endpointChecks.plugin(request, endpoint.body !== undefined);
    auth = signed.caller;
    body = signed.body;
  }
  const input = {
    params: endpoint.params ? parseInput(endpoint.params, request.params, 'params') : undefined,
    query: endpoint.query ? parseInput(endpoint.query, request.query, 'query') : undefined,
    body: endpoint.body ? parseInput(endpoint.body, body, 'body') : undefined,
    auth,
    request,
    reply,
  } as EndpointInput<E>;
  refuseNulCharacters({
    params: input.params,
    query: input.query,
    body: endpoint.access === 'plugin' ? undefined : input.body,
  });
  return input;
}

/**
 * Mounts one contract endpoint under /api: authenticates, checks the role against the
 * endpoint's `roles` (http/authorize.ts), applies the moderation lock to `moderationTimed`
 * endpoints (modules/moderation-lock, through `ctx.endpointChecks`), validates params, query and body
 * with the contract's schemas, and sends only what the response schema allows (unknown keys
 * are stripped, so a column never leaks by accident), with the endpoint's success status
 * (`status`: 201 for a creation, 202 for a submission; decision 0132). Failures are thrown and
 * answered by the error handler.
 *
 * Plugin endpoints are authenticated by their signature instead of a session, which needs the
 * body as received: they must be mounted on the plugin API's instance, whose parser keeps the
 * raw text (modules/plugin-api/plugin-body.ts); the JSON is read only after the signature.
 */
export function registerEndpoint<E extends EndpointDefinition>(
  app: FastifyInstance,
  ctx: AppContext,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: RegisterEndpointOptions = {},
): void {
  const url = `${API_PREFIX}${endpoint.path}`;
  if (options.list !== false) listEndpoint(app, endpoint);
  app.route({
    method: endpoint.method,
    url,
    handler: async (request, reply) => {
      const result = await handler(await readEndpointInput(ctx, endpoint, request, reply));
      const answer = endpoint.response.parse(result);
      void reply.code(endpoint.status);
      return answer;
    },
  });
}
