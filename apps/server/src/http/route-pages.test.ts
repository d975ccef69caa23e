import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import zlib from 'node:zlib';
import { createTestServer, type TestServer } from '../test/test-server';
import { SESSION_COOKIE } from './session-cookie';

const INDEX_HTML =
  '<!doctype html><html><head><title>Vigil</title></head><body><div id="root"></div></body></html>';

const ROUTES = {
  '/login': { protected: false, scripts: ['/assets/sign-in-a1.js'], styles: [] },
  '/dashboard': {
    protected: true,
    scripts: ['/assets/console-gate-b2.js', '/assets/dashboard-c3.js'],
    styles: ['/assets/dashboard-c3.css'],
  },
  '/domains/manage': { protected: true, scripts: ['/assets/manage-d4.js'], styles: [] },
};

const preloads = (body: string) =>
  [...body.matchAll(/<link rel="(?:modulepreload|preload)"[^>]* href="([^"]+)">/g)].map(
    (match) => match[1],
  );

describe("the console's page names each route's chunks (decision 0196)", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ indexHtml: INDEX_HTML, routePreloads: ROUTES });
  });
  afterAll(async () => {
    await server.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'GET', url, headers });

  it('answers the sign-in page with its own chunk preloaded, in the head, never cached', async () => {
    const response = await get('/login');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(preloads(response.body)).toEqual(['/assets/sign-in-a1.js']);
    const head = response.body.slice(0, response.body.indexOf('</head>'));
    expect(head).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/sign-in-a1.js">',
    );
    expect(response.body).toContain('<div id="root"></div>');
  });

  it('preloads a signed-in screen and its style sheet for a visitor with a session', async () => {
    const response = await get('/dashboard', { cookie: `${SESSION_COOKIE}=some-token` });
    expect(preloads(response.body)).toEqual([
      '/assets/console-gate-b2.js',
      '/assets/dashboard-c3.js',
      '/assets/dashboard-c3.css',
    ]);
    expect(response.body).toContain('rel="preload" as="style"');
  });

  it('preloads the sign-in page instead for a visitor without one, who is sent there', async () => {
    const response = await get('/dashboard');
    expect(preloads(response.body)).toEqual(['/assets/sign-in-a1.js']);
  });

  it('reads the path without its query or a trailing slash', async () => {
    const cookie = `${SESSION_COOKIE}=some-token`;
    expect(preloads((await get('/domains/manage?id=42', { cookie })).body)).toEqual([
      '/assets/manage-d4.js',
    ]);
    expect(preloads((await get('/login/')).body)).toEqual(['/assets/sign-in-a1.js']);
  });

  it('answers index.html as it is for a path the build does not name', async () => {
    const response = await get('/some/unknown/page');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX_HTML);
  });

  it.each([
    ['br', 'br', (body: Buffer) => zlib.brotliDecompressSync(body)],
    ['gzip, deflate', 'gzip', (body: Buffer) => zlib.gunzipSync(body)],
  ] as const)(
    'compresses the page for a browser accepting %s',
    async (accepted, coding, decode) => {
      const plain = (await get('/login')).body;
      const response = await get('/login', { 'accept-encoding': accepted });
      expect(response.headers['content-encoding']).toBe(coding);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(decode(response.rawPayload).toString('utf8')).toBe(plain);
    },
  );

  it('leaves the API alone', async () => {
    const response = await get('/api/no-such-route');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not Found' });
  });
});

describe('a route table that is not what the build writes', () => {
  it.each([
    [
      'a script outside the assets',
      { '/login': { protected: false, scripts: ['https://evil.test/x.js'], styles: [] } },
    ],
    [
      'markup in a path',
      { '/login': { protected: false, scripts: ['/assets/a.js"><script>'], styles: [] } },
    ],
    ['a missing field', { '/login': { scripts: [] } }],
    ['not an object', ['/login']],
  ])('is ignored whole (%s): every route gets index.html as it is', async (_name, routes) => {
    const server = await createTestServer({ indexHtml: INDEX_HTML, routePreloads: routes });
    try {
      const response = await server.app.inject({ method: 'GET', url: '/login' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(INDEX_HTML);
    } finally {
      await server.close();
    }
  });
});
