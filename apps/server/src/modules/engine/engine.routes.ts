import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';

/** Moderation categories and per-category threshold settings. */
export function registerEngineRoutes(app: FastifyInstance, ctx: AppContext): void {
  void app;
  void ctx;
}
