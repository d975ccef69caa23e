import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import zlib from 'node:zlib';
import {
  createTestServer,
  TEST_INDEX_HTML,
  TEST_LARGE_ASSET,
  type TestServer,
} from '../test/test-server';

describe('the HTTP app', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('reports health and which database it runs on', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      database: process.env.DATABASE_URL ? 'postgres' : 'sqlite',
    });
  });

  it.each(['/', '/dashboard', '/domains/manage?id=42', '/some/unknown/page'])(
    'answers the console page for %s (history fallback), never cached',
    async (url) => {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(TEST_INDEX_HTML);
    },
  );

  it('serves hashed assets with long-lived caching', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log(1);');
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it.each([
    ['br', 'br', (body: Buffer) => zlib.brotliDecompressSync(body)],
    ['gzip, deflate, br', 'br', (body: Buffer) => zlib.brotliDecompressSync(body)],
    ['gzip', 'gzip', (body: Buffer) => zlib.gunzipSync(body)],
  ] as const)(
    "sends the build's compressed copy to a browser accepting %s",
    async (accepted, encoding, decode) => {
      const response = await server.app.inject({
        method: 'GET',
        url: '/assets/large-def456.js',
        headers: { 'accept-encoding': accepted },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers['cache-control']).toContain('immutable');
      expect(response.rawPayload.length).toBeLessThan(TEST_LARGE_ASSET.length / 4);
      expect(decode(response.rawPayload).toString()).toBe(TEST_LARGE_ASSET);
    },
  );

  it('sends the file as it is to a browser that accepts no compression', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/assets/large-def456.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(TEST_LARGE_ASSET);
  });

  it('does not serve the build manifest', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/.vite/manifest.json' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('{}');
  });

  it('answers 404 for a missing asset instead of the console page', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/assets/missing-123.js' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<html');
  });

  it('answers unknown API paths with the JSON error shape', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await server.app.inject({ method, url: '/api/no-such-thing' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Not Found' });
    }
  });

  it('sends security headers: scripts only from itself, no framing, no sniffing', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/dashboard' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });

  it.each([
    ['GET', '/api/domains/%E0%A4%A'],
    ['GET', '/api/%zz'],
    ['POST', '/api/login/%zz'],
    ['GET', '/api/stats/%E0%A4%A/'],
    ['POST', '/api/plugin/v1/%zz'],
    ['GET', '/%zz'],
    ['GET', '/domains/manage%E0%A4%A?id=1'],
    ['GET', '/assets/%zz.js'],
    ['GET', `/api/domains/${'x'.repeat(500)}`],
  ] as const)(
    'answers %s %s (a path that cannot be decoded) with 404 and the API error shape',
    async (method, url) => {
      const response = await server.app.inject({ method, url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.json()).toEqual({ message: 'Not Found' });
    },
  );

  it('reads a malformed query string without failing', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/health?%zz=%E0%A4%A' });
    expect(response.statusCode).toBe(200);
    const page = await server.app.inject({ method: 'GET', url: '/dashboard?q=%zz' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe(TEST_INDEX_HTML);
  });

  it('answers a body that is not JSON with 422, not 400 or 500', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: 'The request body is not valid JSON.' });
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/x-unknown' },
      payload: 'email=a',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: 'Unsupported Media Type' });
  });

  it('answers an oversized body with 413', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.test', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'The request body is too large.' });
  });

  it('never puts a stack trace in an error response', async () => {
    const responses = await Promise.all([
      server.app.inject({ method: 'POST', url: '/api/login', payload: 'nonsense' }),
      server.app.inject({ method: 'POST', url: '/api/login', payload: { email: 5 } }),
      server.app.inject({ method: 'GET', url: '/api/users/me' }),
    ]);
    for (const response of responses) {
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.body).not.toMatch(/\bat .+\.(ts|js):\d+/);
      expect(typeof response.json().message).toBe('string');
    }
  });

  it('refuses a state-changing call from another site', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { origin: 'https://evil.example', host: 'localhost:3000' },
      payload: { email: 'a@b.test', password: 'x' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'Cross-site request refused.' });
  });
});

describe('a server whose console is not built', () => {
  it('says how to build it instead of failing', async () => {
    const server = await createTestServer({ withConsole: false });
    try {
      const page = await server.app.inject({ method: 'GET', url: '/dashboard' });
      expect(page.statusCode).toBe(503);
      expect(page.body).toContain('npm run build');
      const api = await server.app.inject({ method: 'GET', url: '/api/health' });
      expect(api.statusCode).toBe(200);
    } finally {
      await server.close();
    }
  });
});
