import { ENDPOINTS_BY_NAME, PLUGIN_ENDPOINTS, ZOpenApiDocumentSchema } from '@vigil/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../http/session-cookie';
import { createTestServer, type TestServer } from '../../test/test-server';

describe('GET /api/openapi.json', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('answers the OpenAPI document to anyone, without a session or tenant header', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const document = ZOpenApiDocumentSchema.parse(response.json());
    expect(document.openapi).toBe('3.1.0');
    const operations = Object.values(document.paths).flatMap((item) => Object.values(item));
    expect(operations).toHaveLength(
      Object.keys(ENDPOINTS_BY_NAME).length + PLUGIN_ENDPOINTS.length,
    );
    expect(document.paths['/plugin/v1/content']?.post?.operationId).toBe('submitContent');
    expect(document.components.securitySchemes.sessionCookie?.name).toBe(SESSION_COOKIE);
  });

  it('sends the same cached bytes each time and a 304 for a known ETag', async () => {
    const first = await server.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const second = await server.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(second.body).toBe(first.body);
    const etag = first.headers.etag;
    expect(typeof etag).toBe('string');
    const again = await server.app.inject({
      method: 'GET',
      url: '/api/openapi.json',
      headers: { 'if-none-match': String(etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});
