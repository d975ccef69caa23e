import { defineEndpoint } from '@vigil/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { HttpError } from '../lib/http-errors';
import { createTestServer, type TestServer } from '../test/test-server';
import { registerEndpoint } from './register-endpoint';

const created = defineEndpoint({
  method: 'POST',
  path: '/test/created-probe',
  summary: 'Creates nothing, for tests',
  access: 'public',
  body: z.object({ conflict: z.boolean() }),
  status: 201,
  response: z.object({ id: z.string() }),
});

const accepted = defineEndpoint({
  method: 'GET',
  path: '/test/accepted-probe',
  summary: 'Accepts nothing, for tests',
  access: 'public',
  status: 202,
  response: z.object({ id: z.string() }),
});

describe('registerEndpoint', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ withConsole: false });
    // Before the first request: Fastify takes no routes once it is ready.
    registerEndpoint(server.app, server.ctx, created, ({ body, reply }) => {
      void reply.header('x-probe', 'yes');
      if (body.conflict) throw new HttpError(409, 'Already there.');
      return Promise.resolve({ id: 'a1', secret: 'never sent' });
    });
    registerEndpoint(server.app, server.ctx, accepted, () => Promise.resolve({ id: 'b2' }));
  });
  afterAll(async () => {
    await server.close();
  });

  it('answers with the status the endpoint declares, and only the fields its schema allows', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/test/created-probe',
      payload: { conflict: false },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ id: 'a1' });
    expect(response.headers['x-probe']).toBe('yes');

    const get = await server.app.inject({ method: 'GET', url: '/api/test/accepted-probe' });
    expect(get.statusCode).toBe(202);
  });

  it('leaves failures to the error handler: the success status is not sent', async () => {
    const conflict = await server.app.inject({
      method: 'POST',
      url: '/api/test/created-probe',
      payload: { conflict: true },
    });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toEqual({ message: 'Already there.' });

    const invalid = await server.app.inject({
      method: 'POST',
      url: '/api/test/created-probe',
      payload: {},
    });
    expect(invalid.statusCode).toBe(422);
  });
});
