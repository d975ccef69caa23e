import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';

/** POST /report/lock: the forced break the console asks for. */
export function registerModerationLockRoutes(app: FastifyInstance, ctx: AppContext): void {
  void app;
  void ctx;
}
