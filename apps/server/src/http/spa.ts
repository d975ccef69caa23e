import fs from 'node:fs';
import path from 'node:path';
import { negotiate } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { API_PREFIX } from '@vigil/contract';
import { loadRoutePages, type RoutePage } from './route-pages';
import { SESSION_COOKIE } from './session-cookie';

/**
 * Serves the built console. Hashed assets are cached for a year; index.html never, so a new
 * release is picked up at once. Text files go out precompressed (Brotli or gzip) when the
 * browser accepts it. Any non-API GET that is not a file answers index.html and the
 * console's router decides (history fallback); unknown API paths answer a JSON 404. A route
 * the build describes gets index.html naming its own chunks (route-pages.ts, decision 0196).
 */
export async function installSpa(app: FastifyInstance, webDistDir: string): Promise<void> {
  const indexFile = path.join(webDistDir, 'index.html');
  const built = fs.existsSync(indexFile);
  const routePages = built
    ? loadRoutePages(webDistDir, fs.readFileSync(indexFile, 'utf8'))
    : undefined;
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
    const page = routePages?.pageFor(pathname, request.cookies[SESSION_COOKIE] !== undefined);
    if (page) return sendPage(reply, page, request.headers['accept-encoding']);
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
}

/** Brotli first, as the static files go out (decision 0172). */
const PAGE_ENCODINGS = ['br', 'gzip'];

/** A prepared page in the smallest form the browser accepts, never cached (as index.html). */
function sendPage(reply: FastifyReply, page: RoutePage, acceptEncoding: string | undefined) {
  const encoding = acceptEncoding ? negotiate(acceptEncoding, PAGE_ENCODINGS) : undefined;
  void reply.header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding');
  void reply.type('text/html; charset=utf-8');
  if (encoding === 'br') return reply.header('Content-Encoding', 'br').send(page.br);
  if (encoding === 'gzip') return reply.header('Content-Encoding', 'gzip').send(page.gzip);
  return reply.send(page.html);
}
