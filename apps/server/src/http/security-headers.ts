import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Scripts only from our own origin, no inline script; inline styles are allowed because the
 * component library sets CSS variables and style attributes at run time. Media may also come
 * from the artifact bucket's origin, whose presigned URLs the console shows (decision 0085).
 */
export async function installSecurityHeaders(
  app: FastifyInstance,
  artifactOrigin?: string,
): Promise<void> {
  const artifactSources = artifactOrigin ? [artifactOrigin] : [];
  await app.register(helmet, {
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
}
