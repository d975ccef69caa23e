import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';

/** The OpenAPI document of the console and plugin APIs (Developers page). */
export function registerOpenApiRoutes(app: FastifyInstance, ctx: AppContext): void {
  void app;
  void ctx;
}
