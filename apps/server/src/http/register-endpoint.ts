import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_PREFIX, type EndpointDefinition, type EndpointResponse } from '@vigil/contract';
import type { z } from 'zod';
import type { AppContext } from '../context';
import { authenticate } from './authenticate';
import { authorize, type AuthorizedRequest } from './authorize';
import { parseInput } from './validation';

type Parsed<S> = S extends z.ZodType ? z.infer<S> : undefined;

export interface EndpointInput<E extends EndpointDefinition> {
  params: Parsed<E['params']>;
  query: Parsed<E['query']>;
  body: Parsed<E['body']>;
  auth: E['access'] extends 'session' ? AuthorizedRequest : undefined;
  request: FastifyRequest;
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

/**
 * Mounts one contract endpoint under /api: authenticates, checks the role against the
 * endpoint's `roles` (http/authorize.ts), validates params, query and body
 * with the contract's schemas, and sends only what the response schema allows (unknown keys
 * are stripped, so a column never leaks by accident).
 */
export function registerEndpoint<E extends EndpointDefinition>(
  app: FastifyInstance,
  ctx: AppContext,
  endpoint: E,
  handler: EndpointHandler<E>,
): void {
  const url = `${API_PREFIX}${endpoint.path}`;
  registered.set(app, [...registeredEndpoints(app), endpoint]);
  app.route({
    method: endpoint.method,
    url,
    handler: async (request, reply) => {
      // Who (401/423), then whether their role may call it (403), before any input is read.
      const auth =
        endpoint.access === 'session'
          ? authorize(
              await authenticate(
                ctx,
                request,
                endpoint.tenantHeader,
                endpoint.allowUnfinishedSignIn,
              ),
              endpoint,
            )
          : undefined;
      const input = {
        params: endpoint.params ? parseInput(endpoint.params, request.params, 'params') : undefined,
        query: endpoint.query ? parseInput(endpoint.query, request.query, 'query') : undefined,
        body: endpoint.body ? parseInput(endpoint.body, request.body ?? {}, 'body') : undefined,
        auth,
        request,
        reply,
      } as EndpointInput<E>;
      const result = await handler(input);
      return endpoint.response.parse(result);
    },
  });
}
