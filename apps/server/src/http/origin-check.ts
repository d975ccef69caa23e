import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from '@vigil/contract';
import { forbidden } from '../lib/http-errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing API calls sent by another site's page. Browsers always send Origin
 * on cross-site POST/PUT/DELETE, so a mismatch with our own host is a forged request;
 * callers without Origin (plugins, scripts) are not browsers and carry no cookie risk.
 */
export function installOriginCheck(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith(API_PREFIX)) return;
    const origin = request.headers.origin;
    if (origin === undefined) return;
    let originHost: string;
    try {
      originHost = new URL(origin).host;
    } catch {
      throw forbidden('Cross-site request refused.');
    }
    if (originHost !== request.host) throw forbidden('Cross-site request refused.');
  });
}
