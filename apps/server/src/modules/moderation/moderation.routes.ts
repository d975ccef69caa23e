import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';

/** The review queue: GET /report, GET /report/:id/audit, POST /moderation/unpublish|ignore. */
export function registerModerationRoutes(app: FastifyInstance, ctx: AppContext): void {
  void app;
  void ctx;
}
