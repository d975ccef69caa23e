/**
 * Every kind of outbound request — content URL, callback, external engine — aimed at real
 * listeners on this machine through each way of writing a loopback address. Under the default
 * policy nothing may arrive; with loopback allowed it does (so these tests can fail).
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { postCallback } from '../../modules/callbacks/post-callback';
import {
  CONTENT_ADDRESS_NOT_ALLOWED,
  fetchContentUrl,
} from '../../modules/engine/fetch-content-url';
import {
  ENGINE_UNAVAILABLE_REASONS,
  postModeration,
} from '../../modules/external-engine/engine-http';
import { moderationResult } from '../../modules/external-engine/fake-moderation-engine';
import { moderationRequest, textInput } from '../../modules/external-engine/moderation-request';
import { type EgressPolicy, parseEgressPolicy, PUBLIC_ONLY } from './egress-policy';
import type { EgressAddress, EgressGuard, EgressNetwork } from './egress-target';

const PNG = fs.readFileSync(
  path.join(import.meta.dirname, '../../modules/scanning/samples/images/clean-fruit.png'),
);

/** A site that counts what reaches it: GET serves a picture, POST answers as an engine. */
interface Listener {
  port: number;
  arrived: string[];
  close(): Promise<void>;
}

async function listen(host: string): Promise<Listener | undefined> {
  const arrived: string[] = [];
  const server = http.createServer((request, response) => {
    arrived.push(`${request.method} ${request.url}`);
    const redirect = /^\/redirect\?to=(.+)$/.exec(request.url ?? '')?.[1];
    if (redirect) {
      response.writeHead(302, { location: decodeURIComponent(redirect) });
      response.end();
    } else if (request.method === 'POST') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(moderationResult({})));
    } else {
      response.writeHead(200, { 'content-type': 'image/png' });
      response.end(PNG);
    }
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, host, resolve);
    });
  } catch {
    return undefined; // No IPv6 loopback on this machine.
  }
  return {
    port: (server.address() as AddressInfo).port,
    arrived,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** Every spelling of this machine's IPv4 loopback, or of an address that reaches it. */
const loopbackForms = (port: number): string[] => [
  `http://127.0.0.1:${port}/`,
  `http://[::ffff:127.0.0.1]:${port}/`,
  `http://[::ffff:7f00:1]:${port}/`,
  `http://[0:0:0:0:0:ffff:127.0.0.1]:${port}/`,
  `http://[::127.0.0.1]:${port}/`,
  `http://[64:ff9b::7f00:1]:${port}/`,
  `http://[2002:7f00:1::]:${port}/`,
  `http://[2001:0:4136:e378:8000:63bf:80ff:fffe]:${port}/`,
  `http://2130706433:${port}/`,
  `http://0x7f.1:${port}/`,
  `http://127.1:${port}/`,
  `http://[::ffff:0.0.0.0]:${port}/`,
  `http://0.0.0.0:${port}/`,
  `http://localhost:${port}/`,
];

const guard = (policy: EgressPolicy, network?: EgressNetwork): EgressGuard =>
  network ? { policy, network } : { policy };

const fetchContent = (url: string, egress: EgressGuard) =>
  fetchContentUrl(url, 'image', { timeoutMs: 1_000, egress });

const sendCallback = (url: string, egress: EgressGuard) =>
  postCallback({
    url,
    accessKey: 'access',
    secretKey: 'secret',
    body: '{"event":"unpublish"}',
    now: new Date(),
    timeoutMs: 1_000,
    egress,
  });

const askEngine = (url: string, egress: EgressGuard) =>
  postModeration(
    { url, api_key: 'key', timeout_ms: 1_000, max_retries: 0, egress },
    moderationRequest(null, textInput('hello')),
  );

describe('outbound requests and the egress policy', () => {
  let v4: Listener;
  let v6: Listener | undefined;

  beforeAll(async () => {
    const listener = await listen('127.0.0.1');
    if (!listener) throw new Error('cannot listen on 127.0.0.1');
    v4 = listener;
    v6 = await listen('::1');
  });
  afterAll(async () => {
    await v4.close();
    await v6?.close();
  });
  beforeEach(() => {
    v4.arrived.length = 0;
    if (v6) v6.arrived.length = 0;
  });

  const everyForm = () => [
    ...loopbackForms(v4.port),
    ...(v6 ? [`http://[::1]:${v6.port}/`, `http://[0:0:0:0:0:0:0:1]:${v6.port}/`] : []),
  ];
  const arrivals = () => v4.arrived.length + (v6?.arrived.length ?? 0);

  it('fetches no content URL from loopback under the default policy, however it is written', async () => {
    for (const url of everyForm()) {
      expect(await fetchContent(url, guard(PUBLIC_ONLY)), url).toEqual({
        ok: false,
        retryable: false,
        reason: CONTENT_ADDRESS_NOT_ALLOWED,
      });
    }
    expect(arrivals()).toBe(0);
  });

  it('delivers no callback to loopback under the default policy, and says why', async () => {
    for (const url of everyForm()) {
      expect(await sendCallback(url, guard(PUBLIC_ONLY)), url).toEqual({
        delivered: false,
        statusCode: null,
        error: 'Address not allowed',
      });
    }
    expect(arrivals()).toBe(0);
  });

  it('calls no engine on loopback under the default policy, and says why', async () => {
    for (const url of everyForm()) {
      expect(await askEngine(url, guard(PUBLIC_ONLY)), url).toEqual({
        ok: false,
        reason: ENGINE_UNAVAILABLE_REASONS.notAllowed,
      });
    }
    expect(arrivals()).toBe(0);
  });

  it('reaches loopback listeners when the policy names loopback', async () => {
    const loopback = guard(parseEgressPolicy('public,loopback'));
    const reachable = [
      `http://127.0.0.1:${v4.port}/`,
      `http://[::ffff:7f00:1]:${v4.port}/`,
      `http://localhost:${v4.port}/`,
      ...(v6 ? [`http://[::1]:${v6.port}/`] : []),
    ];
    for (const url of reachable) {
      expect(await fetchContent(url, loopback), url).toMatchObject({ ok: true });
      expect(await sendCallback(url, loopback), url).toMatchObject({ delivered: true });
      expect(await askEngine(url, loopback), url).toMatchObject({ ok: true });
    }
    expect(arrivals()).toBe(reachable.length * 3);
  });

  it('never reaches link-local or metadata addresses, even with loopback and private allowed', async () => {
    const everything = guard(parseEgressPolicy('public,loopback,private'));
    for (const url of [
      'http://169.254.169.254/latest/meta-data/',
      'http://[::ffff:169.254.169.254]/latest/meta-data/',
      'http://[::ffff:a9fe:a9fe]/',
      'http://[64:ff9b::a9fe:a9fe]/',
      'http://[2002:a9fe:a9fe::]/',
      'http://[fd00:ec2::254]/latest/meta-data/',
      'http://100.100.100.200/latest/meta-data/',
      'http://[fe80::1]/',
      'http://224.0.0.1/',
      'http://240.0.0.1/',
    ]) {
      expect(await fetchContent(url, everything), url).toEqual({
        ok: false,
        retryable: false,
        reason: CONTENT_ADDRESS_NOT_ALLOWED,
      });
      expect(await sendCallback(url, everything), url).toMatchObject({
        error: 'Address not allowed',
      });
      expect(await askEngine(url, everything), url).toEqual({
        ok: false,
        reason: ENGINE_UNAVAILABLE_REASONS.notAllowed,
      });
    }
  });

  describe('behind names, on a stand-in internet', () => {
    // Made-up public addresses whose hosts really are the local listener: the policy sees
    // public addresses, the socket reaches 127.0.0.1.
    const PUBLIC_CDN: EgressAddress = { address: '93.184.216.34', family: 4 };
    const PUBLIC_MEDIA: EgressAddress = { address: '93.184.216.35', family: 4 };
    const dns: Record<string, EgressAddress[]> = {
      'cdn.example': [PUBLIC_CDN],
      'media.example': [PUBLIC_MEDIA],
      localhost: [{ address: '127.0.0.1', family: 4 }],
      'loopback.example': [{ address: '::ffff:7f00:1', family: 6 }],
      'rebind.example': [PUBLIC_MEDIA, { address: '127.0.0.1', family: 4 }],
    };
    const internet: EgressNetwork = {
      resolve: async (hostname) => dns[hostname] ?? [],
      route: (checked) =>
        checked === PUBLIC_CDN || checked === PUBLIC_MEDIA
          ? { address: '127.0.0.1', family: 4 }
          : checked,
    };
    const publicOnly = guard(PUBLIC_ONLY, internet);
    const redirectTo = (target: string) =>
      `http://cdn.example:${v4.port}/redirect?to=${encodeURIComponent(target)}`;

    it('follows a redirect to another public host, so the stand-in internet works', async () => {
      expect(
        await fetchContent(redirectTo(`http://media.example:${v4.port}/a.png`), publicOnly),
      ).toMatchObject({ ok: true, mime: 'image/png' });
      expect(v4.arrived).toEqual([expect.stringMatching(/^GET \/redirect/), 'GET /a.png']);
    });

    it('checks every redirect hop: a public page leading to loopback fetches nothing there', async () => {
      for (const target of [
        ...loopbackForms(v4.port).map((url) => `${url}a.png`),
        `http://loopback.example:${v4.port}/a.png`,
        `http://rebind.example:${v4.port}/a.png`,
      ]) {
        v4.arrived.length = 0;
        expect(await fetchContent(redirectTo(target), publicOnly), target).toEqual({
          ok: false,
          retryable: false,
          reason: CONTENT_ADDRESS_NOT_ALLOWED,
        });
        // Only the public first hop arrived.
        expect(v4.arrived, target).toEqual([expect.stringMatching(/^GET \/redirect/)]);
      }
    });

    it('refuses a name with any internal address, for callbacks and the engine too', async () => {
      const url = `http://rebind.example:${v4.port}/`;
      expect(await sendCallback(url, publicOnly)).toMatchObject({ error: 'Address not allowed' });
      expect(await askEngine(url, publicOnly)).toMatchObject({
        reason: ENGINE_UNAVAILABLE_REASONS.notAllowed,
      });
      expect(await sendCallback(`http://cdn.example:${v4.port}/`, publicOnly)).toMatchObject({
        delivered: true,
      });
      expect(v4.arrived).toEqual(['POST /']);
    });
  });
});
