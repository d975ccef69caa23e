import fs from 'node:fs';
import path from 'node:path';
import {
  API_PREFIX,
  ENDPOINTS,
  OPENAPI_METHODS,
  PLANNED_ENDPOINTS,
  PLUGIN_ENDPOINTS,
  ZOpenApiDocumentSchema,
  type EndpointDefinition,
} from '@vigil/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../test/test-server';
import { registeredEndpoints } from './register-endpoint';
import { servedRoutes } from './served-routes';

/**
 * Routes under /api that the app serves without publishing them in the OpenAPI document, each
 * for a reason. Anything else it serves under /api must be a published contract endpoint, and
 * everything published must be served (decision 0132).
 */
const UNPUBLISHED_API_ROUTES: Readonly<Record<string, string>> = {
  'GET /api/openapi.json':
    'the published document itself: a raw public route, cached, with an ETag (openapi.routes.ts)',
  'GET /api/artifact-file':
    'the bytes behind a signed media link, loaded by <img> and <video>; the signature is the credential (artifact-file.route.ts)',
  'GET /api/auth/oidc/:provider/start':
    'a page navigation that answers with a redirect to the sign-in provider (oidc.routes.ts)',
  'GET /api/auth/oidc/:provider/callback':
    'the provider’s redirect back, answered with a redirect into the console (oidc.routes.ts)',
};

/**
 * Served only by the test build (modules/test-hooks, decision 0105), never by the app every
 * other server runs, so not here either.
 */
const TEST_BUILD_ONLY_ROUTES = ['POST /api/test/clock'];

const routeOf = (endpoint: Pick<EndpointDefinition, 'method' | 'path'>) =>
  `${endpoint.method} ${API_PREFIX}${endpoint.path}`;

const sorted = (routes: Iterable<string>) => [...new Set(routes)].sort();

describe('the route table against the published contract', () => {
  let server: TestServer;
  let published: string[];
  let servedApi: string[];
  let servedOutsideApi: string[];

  beforeAll(async () => {
    server = await createTestServer();
    const response = await server.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const document = ZOpenApiDocumentSchema.parse(response.json());
    published = sorted(
      Object.entries(document.paths).flatMap(([openApiPath, item]) =>
        OPENAPI_METHODS.filter((method) => item[method] !== undefined).map(
          (method) =>
            `${method.toUpperCase()} ${API_PREFIX}${openApiPath.replace(/\{(\w+)\}/g, ':$1')}`,
        ),
      ),
    );
    const routes = servedRoutes(server.app);
    const gets = new Set(routes.filter((r) => r.method === 'GET').map((r) => r.url));
    // Fastify answers HEAD for every GET route by itself (exposeHeadRoutes); those are the GETs.
    const own = routes.filter((r) => !(r.method === 'HEAD' && gets.has(r.url)));
    servedApi = sorted(
      own.filter((r) => r.url.startsWith(`${API_PREFIX}/`)).map((r) => `${r.method} ${r.url}`),
    );
    servedOutsideApi = sorted(
      own.filter((r) => !r.url.startsWith(`${API_PREFIX}/`)).map((r) => `${r.method} ${r.url}`),
    );
  });
  afterAll(async () => {
    await server.close();
  });

  it('publishes exactly the contract’s route table: ENDPOINTS and the plugin API', () => {
    expect(published).toEqual(sorted([...ENDPOINTS, ...PLUGIN_ENDPOINTS].map(routeOf)));
  });

  it('serves every call the OpenAPI document publishes', () => {
    const missing = published.filter((route) => !servedApi.includes(route));
    expect(missing, 'published but answering 404').toEqual([]);
  });

  it('publishes every call it serves under /api, apart from the listed raw routes', () => {
    const unpublished = servedApi.filter((route) => !published.includes(route));
    expect(unpublished, 'served but not in the OpenAPI document').toEqual(
      sorted(Object.keys(UNPUBLISHED_API_ROUTES)),
    );
  });

  it('sweeps what it publishes: the tenant-isolation test walks the same endpoints', () => {
    expect(sorted(registeredEndpoints(server.app).map(routeOf))).toEqual(published);
  });

  it('serves none of the planned endpoints yet', () => {
    // Serving one? Move it from PLANNED_ENDPOINTS_BY_NAME into ENDPOINTS_BY_NAME, so it is
    // published, swept for tenant isolation and checked here like every other call.
    for (const endpoint of PLANNED_ENDPOINTS) {
      expect(servedApi, routeOf(endpoint)).not.toContain(routeOf(endpoint));
      expect(published, routeOf(endpoint)).not.toContain(routeOf(endpoint));
    }
  });

  it('answers a served call with and without a trailing slash (api-notes: /stats/, /charts/{id}/)', async () => {
    for (const url of ['/api/health', '/api/health/']) {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
    }
    // Without a session they answer 401, not 404: the routes are there, slash or no slash.
    for (const url of [
      '/api/stats?from=2026-01-01&to=2026-01-31',
      '/api/stats/?from=2026-01-01&to=2026-01-31',
      '/api/charts/top-domains?from=2026-01-01&to=2026-01-31',
      '/api/charts/top-domains/?from=2026-01-01&to=2026-01-31',
      '/api/transparency-reports',
      '/api/transparency-reports/',
    ]) {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(401);
    }
  });

  it('leaves the test build’s routes out of the app', () => {
    for (const route of TEST_BUILD_ONLY_ROUTES) expect(servedApi).not.toContain(route);
  });

  it('serves nothing outside /api but the built console’s files', () => {
    // @fastify/static creates one GET route per file it finds (spa.ts); every other path is
    // answered by the not-found handler with the console's index.html.
    expect(servedOutsideApi.length).toBeGreaterThan(0);
    for (const route of servedOutsideApi) {
      const [method, url = ''] = route.split(' ');
      expect(method, route).toBe('GET');
      expect(fs.statSync(path.join(server.ctx.config.webDistDir, url)).isFile(), route).toBe(true);
    }
  });
});
