import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { VigilApiError } from './vigil-api-error';
import { createVigilClient } from './vigil-client';

const ACCESS_KEY = 'vk_client';
const SECRET = 'vs_client-secret';
const NOW = new Date('2026-11-21T09:00:00.000Z');

interface Received {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A local HTTP peer that records each request and answers what the test queued. */
let server: http.Server;
let baseUrl: string;
let received: Received[] = [];
let answer: { status: number; body: string } = { status: 200, body: '{}' };

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
beforeEach(() => {
  received = [];
});

const client = (base = baseUrl) =>
  createVigilClient({ baseUrl: base, accessKey: ACCESS_KEY, secretKey: SECRET, now: () => NOW });

function expectSignedFor(request: Received, path: string) {
  const timestamp = String(Math.floor(NOW.getTime() / 1000));
  const expected = createHmac('sha256', SECRET)
    .update(`${timestamp}\n${request.method}\n${path}\n${request.body}`)
    .digest('hex');
  expect(request.url).toBe(path);
  expect(request.headers['x-vigil-key']).toBe(ACCESS_KEY);
  expect(request.headers['x-vigil-timestamp']).toBe(timestamp);
  expect(request.headers['x-vigil-signature']).toBe(expected);
}

const item = {
  cms_meta: { id: 'comment-1', type: 'comment' },
  username: 'Reader',
  content_type: 'text' as const,
  content: 'A thoughtful comment.',
  scheme: 'https' as const,
  domain: 'blog.demo.test',
};

describe('createVigilClient', () => {
  it('submits signed JSON and returns the id', async () => {
    answer = { status: 202, body: '{"id":"rep_1"}' };
    await expect(client().submit(item)).resolves.toEqual({ id: 'rep_1' });
    const [request] = received;
    if (!request) throw new Error('no request');
    expect(request.method).toBe('POST');
    expect(request.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request.body)).toEqual(item);
    expectSignedFor(request, '/api/plugin/v1/content');
  });

  it('connects under a base URL with a path prefix, signing the path as sent', async () => {
    answer = {
      status: 200,
      body: JSON.stringify({
        message: 'Plugin connected.',
        data: { id: 'p1', domain: 'blog.demo.test', connected_at: '2026-11-21T09:00:00Z' },
      }),
    };
    const reply = await client(`${baseUrl}/vigil/`).connect({
      cms_name: 'Demo',
      cms_version: '1.0.0',
      plugin_version: '0.1.0',
      callback_url: 'http://localhost:3001/vigil/callback',
    });
    expect(reply.data.id).toBe('p1');
    const [request] = received;
    if (!request) throw new Error('no request');
    expectSignedFor(request, '/vigil/api/plugin/v1/connect');
  });

  it('polls a status with a signed GET over an empty body, the id encoded', async () => {
    answer = {
      status: 200,
      body: JSON.stringify({
        id: 'a/b',
        status: 'MODERATE',
        categories: [{ id: 'text-profanity', name: 'Profanity', score: 70 }],
      }),
    };
    const reply = await client().status('a/b');
    expect(reply.categories[0]?.score).toBe(70);
    const [request] = received;
    if (!request) throw new Error('no request');
    expect(request.method).toBe('GET');
    expect(request.body).toBe('');
    expectSignedFor(request, '/api/plugin/v1/content/a%2Fb');
  });

  it('passes on an appeal as signed JSON and returns it (decision 0185)', async () => {
    const appeal = {
      id: 'ap_1',
      item_id: 'rep_1',
      statement_id: 'st_1',
      status: 'open',
      received_at: '2026-11-21T09:00:00Z',
      decided_at: null,
    };
    answer = { status: 201, body: JSON.stringify({ message: 'Appeal received.', data: appeal }) };
    const reply = await client().appeal('rep_1', 'It was a quote.');
    expect(reply.data).toEqual(appeal);
    const [request] = received;
    if (!request) throw new Error('no request');
    expect(request.method).toBe('POST');
    expect(JSON.parse(request.body)).toEqual({ text: 'It was a quote.' });
    expectSignedFor(request, '/api/plugin/v1/content/rep_1/appeal');
  });

  it('says why an appeal was refused', async () => {
    answer = { status: 409, body: '{"message":"This decision has already been appealed."}' };
    await expect(client().appeal('rep_1', 'Again')).rejects.toMatchObject({
      status: 409,
      message: 'This decision has already been appealed.',
    });
  });

  it('throws VigilApiError with the status and the service message', async () => {
    answer = { status: 401, body: '{"message":"This signature has already been used."}' };
    const error = await client()
      .submit(item)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(VigilApiError);
    expect(error).toMatchObject({ status: 401, message: 'This signature has already been used.' });
  });

  it('keeps the field errors of a 422', async () => {
    answer = {
      status: 422,
      body: '{"message":"The given data was invalid.","errors":{"username":["Required"]}}',
    };
    await expect(client().submit(item)).rejects.toMatchObject({
      status: 422,
      errors: { username: ['Required'] },
    });
  });

  it('names the status when the answer is not the error shape', async () => {
    answer = { status: 502, body: '<html>Bad gateway</html>' };
    await expect(client().submit(item)).rejects.toMatchObject({
      status: 502,
      message: 'Vigil answered HTTP 502.',
    });
  });

  it('refuses a success body of the wrong shape', async () => {
    answer = { status: 202, body: '{"identifier":1}' };
    await expect(client().submit(item)).rejects.toMatchObject({ status: 0 });
  });

  it('throws status 0 when nothing answers', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const error = await client(`http://127.0.0.1:${port}`)
      .submit(item)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(VigilApiError);
    expect((error as VigilApiError).status).toBe(0);
    expect((error as VigilApiError).message).toMatch(/^Vigil could not be reached/);
  });
});
