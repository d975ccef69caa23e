import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_ADDRESS_NOT_ALLOWED, fetchContentUrl } from './fetch-content-url';

const PNG = fs.readFileSync(
  path.join(import.meta.dirname, '../scanning/samples/images/clean-fruit.png'),
);

/** A small site serving media, errors, redirects and slow answers, on 127.0.0.1. */
describe('fetchContentUrl', () => {
  let server: http.Server;
  let base: string;

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      const url = request.url ?? '/';
      if (url === '/picture.png') {
        // The declared type is wrong on purpose: the bytes decide.
        response.writeHead(200, { 'content-type': 'application/octet-stream' });
        response.end(PNG);
      } else if (url === '/redirect') {
        response.writeHead(302, { location: '/picture.png' });
        response.end();
      } else if (url === '/to-metadata') {
        response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data' });
        response.end();
      } else if (url === '/to-mapped-metadata') {
        // The URL parser writes this as [::ffff:a9fe:a9fe], which a dotted-only check misses.
        response.writeHead(302, { location: 'http://[::ffff:169.254.169.254]/latest/meta-data' });
        response.end();
      } else if (url === '/loop') {
        response.writeHead(302, { location: '/loop' });
        response.end();
      } else if (url === '/text') {
        response.writeHead(200, { 'content-type': 'image/png' });
        response.end('<html>not a picture</html>');
      } else if (url === '/big') {
        response.writeHead(200, { 'content-type': 'image/png' });
        response.write(PNG);
        response.end(Buffer.alloc(2_000));
      } else if (url === '/slow') {
        setTimeout(() => response.end(PNG), 2_000);
      } else if (url === '/busy') {
        response.writeHead(503);
        response.end();
      } else {
        response.writeHead(404);
        response.end();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const get = (url: string, kind: 'image' | 'video' = 'image', maxBytes?: number) =>
    fetchContentUrl(url, kind, {
      timeoutMs: 1_000,
      // This site listens on 127.0.0.1; the policy's own tests are in egress-reach.test.ts.
      egress: { policy: { loopback: true, private: false } },
      ...(maxBytes ? { maxBytes } : {}),
    });

  it('reads the media and takes its type from the bytes, following a redirect', async () => {
    expect(await get(`${base}/picture.png`)).toEqual({ ok: true, bytes: PNG, mime: 'image/png' });
    expect(await get(`${base}/redirect`)).toMatchObject({ ok: true, mime: 'image/png' });
  });

  it('refuses what is not media of the content type, too large, or not http(s)', async () => {
    expect(await get(`${base}/text`)).toMatchObject({ ok: false, retryable: false });
    expect(await get(`${base}/picture.png`, 'video')).toMatchObject({
      ok: false,
      retryable: false,
    });
    expect(await get(`${base}/big`, 'image', PNG.length + 100)).toEqual({
      ok: false,
      retryable: false,
      reason: 'the media is larger than 25 MB',
    });
    expect(await get('ftp://example.com/a.png')).toMatchObject({ ok: false, retryable: false });
    expect(await get(`${base}/loop`)).toEqual({
      ok: false,
      retryable: false,
      reason: 'too many redirects',
    });
    expect(await get(`${base}/missing`)).toEqual({
      ok: false,
      retryable: false,
      reason: 'the server answered 404',
    });
  });

  it('never reaches link-local, unspecified or multicast addresses, also through a redirect', async () => {
    for (const url of [
      'http://169.254.169.254/latest/meta-data',
      'http://0.0.0.0/',
      'http://[fe80::1]/',
      'http://224.0.0.1/',
      'http://[::ffff:169.254.169.254]/latest/meta-data',
      `${base}/to-metadata`,
      `${base}/to-mapped-metadata`,
    ]) {
      expect(await get(url), url).toEqual({
        ok: false,
        retryable: false,
        reason: CONTENT_ADDRESS_NOT_ALLOWED,
      });
    }
  });

  it('says a timeout, a 503 or a closed port is worth another try', async () => {
    expect(await get(`${base}/slow`)).toMatchObject({ ok: false, retryable: true });
    expect(await get(`${base}/busy`)).toEqual({
      ok: false,
      retryable: true,
      reason: 'the server answered 503',
    });
    expect(await get('http://127.0.0.1:9/picture.png')).toMatchObject({
      ok: false,
      retryable: true,
    });
  });
});
