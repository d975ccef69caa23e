import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Below this a compressed answer saves less than its headers cost (as the build's files). */
const MIN_BYTES = 1024;

/**
 * JSON answers of 1 KB and more go out compressed, Brotli or gzip, when the client accepts
 * it (decision 0212): the moderation queue's first page is about 100 KB of JSON and under
 * 15 KB compressed, which a phone on a slow link feels. Brotli at quality 4 (the library's
 * default; 11 would cost far more CPU) and gzip at zlib's default level keep it to about a
 * millisecond per 100 KB. Only JSON: the console's files are precompressed by the build, and
 * media are compressed already. Request bodies are never inflated: the API has not accepted
 * compressed bodies, and a small compressed body can hide a very large one.
 * Registered before the routes: it attaches itself to each route as it is added.
 */
export async function installCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: MIN_BYTES,
    customTypes: /^application\/json(?:;|$)/,
  });
}
