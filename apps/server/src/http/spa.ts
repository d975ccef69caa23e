import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from '@vigil/contract';

/**
 * Serves the built console. Hashed assets are cached for a year; index.html never, so a new
 * release is picked up at once. Text files go out precompressed (Brotli or gzip) when the
 * browser accepts it. Any non-API GET that is not a file answers index.html and the
 * console's router decides (history fallback); unknown API paths answer a JSON 404.
 */
export async function installSpa(app: FastifyInstance, webDistDir: string): Promise<void> {
  const indexFile = path.join(webDistDir, 'index.html');
  const built = fs.existsSync(indexFile);
  if (built) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each text file (decision 0172): sent as they are.
      preCompressed: true,
      // The build's manifest (.vite/) is for the budget script, not for visitors.
      dotfiles: 'ignore',
      setHeaders: (reply, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        void reply.header(
          'Cache-Control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    if (pathname === API_PREFIX || pathname.startsWith(`${API_PREFIX}/`)) {
      return reply.status(404).send({ message: 'Not Found' });
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.status(404).send({ message: 'Not Found' });
    }
    // A missing asset (a path with a file extension) is a 404, not the console page.
    if (/\.[a-z0-9]+$/i.test(pathname)) {
      return reply.status(404).type('text/plain').send('Not Found');
    }
    if (!built) {
      return reply
        .status(503)
        .type('text/plain')
        .send('The console has not been built yet: run `npm run build`.');
    }
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
}
