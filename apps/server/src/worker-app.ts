import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { AppContext } from './context';
import { answerFrameworkError, installErrorHandler } from './http/error-handler';
import { installSecurityHeaders } from './http/security-headers';
import { registerHealthRoutes } from './modules/system/health.routes';

/**
 * The HTTP side of a worker (VIGIL_ROLE=worker, decision 0199): `GET /api/health` for the
 * orchestrator's checks, with the database reached as the API's does; every other path is the
 * API's usual 404. The console and the APIs are served by the instances of the API role.
 */
export async function buildWorkerApp(ctx: AppContext): Promise<FastifyInstance> {
  const loggerInstance: FastifyBaseLogger = ctx.logger;
  const app = Fastify({
    loggerInstance,
    trustProxy: ctx.config.trustProxy,
    frameworkErrors: answerFrameworkError,
  });
  installErrorHandler(app);
  installSecurityHeaders(app, ctx.artifacts.urlOrigin);
  registerHealthRoutes(app, ctx);
  return app;
}
