import type { FastifyInstance } from 'fastify';

/** One route as Fastify created it: `GET`, `/api/domains/:id`. */
export interface ServedRoute {
  readonly method: string;
  readonly url: string;
}

const served = new WeakMap<FastifyInstance, ServedRoute[]>();

/**
 * Keeps a list of every route the app creates, contract endpoint or not, so the route-table
 * test can hold what the app serves against what the contract publishes (decision 0132).
 * Fastify has no public list of its routes; an onRoute hook sees each one as it is added, and
 * encapsulated children (the plugin API's instance) inherit it. Call it before any route.
 */
export function recordServedRoutes(app: FastifyInstance): void {
  const routes: ServedRoute[] = [];
  served.set(app, routes);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) routes.push({ method, url: route.url });
  });
}

/** Every route `app` has created so far (all of them once it is ready). */
export function servedRoutes(app: FastifyInstance): readonly ServedRoute[] {
  return served.get(app) ?? [];
}
