import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../../lib/http-errors';
import { createTestServer, type TestServer } from '../../test/test-server';
import { TOO_MANY_ATTEMPTS_MESSAGE } from './rate-limit.service';

describe('rate limits kept in the database', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(async () => {
    await server.close();
  });
  const rule = { limit: 3, windowMs: 60_000 };

  it('allows the limit, then answers 429 with Retry-After until the window ends', async () => {
    const limits = server.ctx.services.rateLimits;
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await limits.consume([{ key: 'test:a', rule }]);
    }
    server.clock.advance(20_000);
    const refused = await limits
      .consume([{ key: 'test:a', rule }])
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    const error = refused as HttpError;
    expect(error.statusCode).toBe(429);
    expect(error.message).toBe(TOO_MANY_ATTEMPTS_MESSAGE);
    expect(error.headers?.['Retry-After']).toBe('40');

    server.clock.advance(40_001);
    await expect(limits.consume([{ key: 'test:a', rule }])).resolves.toBeUndefined();
  });

  it('counts keys separately, and forgets a key that is reset', async () => {
    const limits = server.ctx.services.rateLimits;
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await limits.consume([{ key: 'test:b', rule }]);
    }
    await expect(limits.consume([{ key: 'test:c', rule }])).resolves.toBeUndefined();
    await expect(limits.consume([{ key: 'test:b', rule }])).rejects.toThrow(HttpError);
    await limits.reset('test:b');
    await expect(limits.consume([{ key: 'test:b', rule }])).resolves.toBeUndefined();
  });
});
