import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';

/** A tenant's external moderation engine settings. */
export function registerEngineSettingsRoutes(app: FastifyInstance, ctx: AppContext): void {
  void app;
  void ctx;
}
