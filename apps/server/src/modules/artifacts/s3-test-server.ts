import { createHash, createHmac } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Config } from '../../env';

/** s3rver's built-in account: it knows no other credentials. */
const ACCESS_KEY_ID = 'S3RVER';
const SECRET_ACCESS_KEY = 'S3RVER';
const BUCKET = 'vigil-artifacts';

export interface S3TestServer {
  /** Path-style configuration pointing at this server. */
  config: S3Config;
  close(): Promise<void>;
}

const rfc3986 = (value: string) =>
  encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');
const hmac = (key: Buffer | string, text: string) =>
  createHmac('sha256', key).update(text).digest();

interface Authorization {
  credential: string;
  signedHeaders: string;
  signature: string;
  amzDate: string;
  payloadHash: string;
}

/** The Signature V4 parts of a request: presigned query or Authorization header; else none. */
function authorizationOf(
  request: http.IncomingMessage,
  query: URLSearchParams,
): Authorization | undefined {
  if (query.get('X-Amz-Algorithm') === 'AWS4-HMAC-SHA256') {
    return {
      credential: query.get('X-Amz-Credential') ?? '',
      signedHeaders: query.get('X-Amz-SignedHeaders') ?? '',
      signature: query.get('X-Amz-Signature') ?? '',
      amzDate: query.get('X-Amz-Date') ?? '',
      payloadHash: 'UNSIGNED-PAYLOAD',
    };
  }
  const header =
    /^AWS4-HMAC-SHA256 Credential=([^,]+), ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]+)$/.exec(
      request.headers.authorization ?? '',
    );
  if (!header) return undefined;
  return {
    credential: header[1] ?? '',
    signedHeaders: header[2] ?? '',
    signature: header[3] ?? '',
    amzDate: String(request.headers['x-amz-date'] ?? ''),
    payloadHash: String(request.headers['x-amz-content-sha256'] ?? ''),
  };
}

/**
 * Recomputes the request's Signature V4 (AWS's published algorithm, written here without
 * aws4fetch) and names the S3 error when it does not match. s3rver checks the access key and
 * the expiry of presigned URLs but not V4 signatures themselves, and lets anonymous requests
 * in; a real bucket does neither, so the test server adds this check in front of it.
 */
function signatureProblem(request: http.IncomingMessage): string | undefined {
  const rawUrl = request.url ?? '/';
  const queryStart = rawUrl.indexOf('?');
  const rawPath = queryStart === -1 ? rawUrl : rawUrl.slice(0, queryStart);
  const rawQuery = queryStart === -1 ? '' : rawUrl.slice(queryStart + 1);
  const query = new URLSearchParams(rawQuery);
  const auth = authorizationOf(request, query);
  if (!auth) return 'AccessDenied';
  const [keyId, date, region, service, terminator] = auth.credential.split('/');
  if (
    keyId !== ACCESS_KEY_ID ||
    !date ||
    !region ||
    service !== 's3' ||
    terminator !== 'aws4_request'
  ) {
    return 'InvalidAccessKeyId';
  }
  const canonicalQuery = rawQuery
    .split('&')
    .filter((pair) => pair !== '')
    .map((pair) => {
      const [name = '', value = ''] = pair.split('=');
      return [decodeURIComponent(name), decodeURIComponent(value.replace(/\+/g, ' '))] as const;
    })
    .filter(([name]) => name !== 'X-Amz-Signature')
    .map(([name, value]) => [rfc3986(name), rfc3986(value)] as const)
    .sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  const headerNames = auth.signedHeaders.split(';');
  const canonicalHeaders = headerNames
    .map(
      (name) =>
        `${name}:${String(request.headers[name] ?? '')
          .trim()
          .replace(/\s+/g, ' ')}\n`,
    )
    .join('');
  const canonicalRequest = [
    request.method ?? 'GET',
    rawPath,
    canonicalQuery,
    canonicalHeaders,
    auth.signedHeaders,
    auth.payloadHash,
  ].join('\n');
  const scope = `${date}/${region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', auth.amzDate, scope, sha256Hex(canonicalRequest)].join(
    '\n',
  );
  const signingKey = hmac(
    hmac(hmac(hmac(`AWS4${SECRET_ACCESS_KEY}`, date), region), 's3'),
    'aws4_request',
  );
  return hmac(signingKey, stringToSign).toString('hex') === auth.signature
    ? undefined
    : 'SignatureDoesNotMatch';
}

/**
 * A local S3-protocol server for one test file: s3rver on a free port with a temporary folder
 * and one bucket, behind a Signature V4 check so forged and unsigned requests are refused as a
 * private bucket refuses them (expired presigned URLs are refused by s3rver itself).
 */
export async function startS3TestServer(): Promise<S3TestServer> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-s3-'));
  const s3rver = new S3rver({
    directory,
    silent: true,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  await s3rver.configureBuckets();
  const handle = s3rver.getMiddleware();
  const server = http.createServer((request, response) => {
    const problem = signatureProblem(request);
    if (problem) {
      response.writeHead(403, { 'content-type': 'application/xml' });
      response.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${problem}</Code></Error>`);
      return;
    }
    handle(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    config: {
      endpoint: `http://127.0.0.1:${port}`,
      bucket: BUCKET,
      region: 'us-east-1',
      accessKeyId: ACCESS_KEY_ID,
      secretAccessKey: SECRET_ACCESS_KEY,
      forcePathStyle: true,
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
