import zlib from 'node:zlib';
import { API_PREFIX, OPENAPI_DOCUMENT_PATH } from '@vigil/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../test/test-server';

const DOCUMENT = `${API_PREFIX}${OPENAPI_DOCUMENT_PATH}`;

describe('compressed JSON answers (decision 0212)', () => {
  let server: TestServer;
  let plain: string;
  beforeAll(async () => {
    server = await createTestServer();
    const response = await server.app.inject({ method: 'GET', url: DOCUMENT });
    plain = response.body;
  });
  afterAll(async () => {
    await server.close();
  });

  /** A GET as a browser sends it, accepting these encodings. */
  const get = (url: string, acceptEncoding: string) =>
    server.app.inject({ method: 'GET', url, headers: { 'accept-encoding': acceptEncoding } });

  it('sends a large answer as it was asked for, or plain to a client that accepts neither', async () => {
    expect(plain.length).toBeGreaterThan(10_000);
    const none = await server.app.inject({ method: 'GET', url: DOCUMENT });
    expect(none.headers['content-encoding']).toBeUndefined();

    const br = await get(DOCUMENT, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.length / 4);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain);

    const gzip = await get(DOCUMENT, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain);
  });

  it('leaves small answers and refusals plain', async () => {
    const health = await get(`${API_PREFIX}/health`, 'br');
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toMatchObject({ status: 'ok' });

    const refused = await get(`${API_PREFIX}/report`, 'br');
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['content-encoding']).toBeUndefined();
  });

  it('does not inflate a compressed request body', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: `${API_PREFIX}/login`,
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: zlib.gzipSync(JSON.stringify({ email: 'a@b.test', password: 'x' })),
    });
    // Read as the bytes it is, not inflated into the JSON it hides.
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: 'The request body is not valid JSON.' });
  });
});
