import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';

/** GET /api/artifact (signed URL) and the signed file route. */
export function registerArtifactRoutes(app: FastifyInstance, ctx: AppContext): void {
  void app;
  void ctx;
}
