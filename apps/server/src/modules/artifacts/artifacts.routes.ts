import type { FastifyInstance } from 'fastify';
import { getArtifactEndpoint } from '@vigil/contract';
import type { AppContext } from '../../context';
import { registerEndpoint } from '../../http/register-endpoint';
import { registerArtifactFileRoute } from './artifact-file.route';
import { artifactUrl } from './artifacts.service';

/** GET /api/artifact (a short-lived URL for a report's media) and the signed file route. */
export function registerArtifactRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, ctx, getArtifactEndpoint, async ({ auth, query }) => ({
    artifact_url: await artifactUrl(ctx, auth, query.path),
  }));
  registerArtifactFileRoute(app, ctx);
}
