import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';

/** The plugin API (/api/plugin/v1): connect, submit content, content status. */
export function registerPluginApiRoutes(app: FastifyInstance, ctx: AppContext): void {
  void app;
  void ctx;
}
