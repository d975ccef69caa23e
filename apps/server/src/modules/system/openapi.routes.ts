import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { API_PREFIX, OPENAPI_DOCUMENT_PATH, buildOpenApiDocument } from '@vigil/contract';
import type { AppContext } from '../../context';
import { SESSION_COOKIE } from '../../http/session-cookie';

/**
 * The OpenAPI document of the console and plugin APIs (Developers page), public: plugin
 * authors and code generators read it without an account. It only changes with a release, so
 * it is built and serialised once, on first request, and revalidated by its ETag.
 */
export function registerOpenApiRoutes(app: FastifyInstance, ctx: AppContext): void {
  void ctx;
  let cached: { body: string; etag: string } | undefined;
  const documentText = () => {
    if (cached === undefined) {
      const body = JSON.stringify(buildOpenApiDocument({ sessionCookieName: SESSION_COOKIE }));
      const etag = `"${createHash('sha256').update(body).digest('hex').slice(0, 32)}"`;
      cached = { body, etag };
    }
    return cached;
  };

  // A raw route, not a contract endpoint: no session, no tenant, not in the isolation sweep.
  app.get(`${API_PREFIX}${OPENAPI_DOCUMENT_PATH}`, (request, reply) => {
    const { body, etag } = documentText();
    void reply.header('ETag', etag).header('Cache-Control', 'no-cache');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(body);
  });
}
