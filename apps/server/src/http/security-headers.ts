import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Scripts only from our own origin, no inline script; inline styles are allowed because the
 * component library sets CSS variables and style attributes at run time. Media may also come
 * from the artifact bucket's origin, whose presigned URLs the console shows (decision 0085).
 *
 * Helmet's middleware is built once: the Fastify plugin built it again for every request,
 * parsing the policy each time (4 % of the serving thread under the plugins' submit load).
 */
export function installSecurityHeaders(app: FastifyInstance, artifactOrigin?: string): void {
  const artifactSources = artifactOrigin ? [artifactOrigin] : [];
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...artifactSources],
        mediaSrc: ["'self'", 'blob:', ...artifactSources],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    // Helmet only sets headers; it throws rather than passing an error (since 8.1).
    setHeaders(request.raw, reply.raw, () => done());
  });
}
