/**
 * Fetches media a plugin submitted as a URL (decision 0080): http or https only, a deadline,
 * at most PLUGIN_CONTENT_LIMITS.mediaBytes read, and the type taken from the bytes (as for
 * uploaded media), which must be one the content type accepts. Addresses no site serves
 * content from — link-local (cloud metadata services), unspecified and multicast — are
 * refused, also when a host name resolves to them or a redirect leads there.
 */
import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { PLUGIN_CONTENT_LIMITS, PLUGIN_MEDIA_TYPES } from '@vigil/contract';
import { sniffMediaType, type MediaKind } from '../plugin-api/media-sniff';

export type FetchedContent =
  | { ok: true; bytes: Buffer; mime: string }
  /** retryable: worth trying again later (network, timeout, 5xx, 408, 429). */
  | { ok: false; retryable: boolean; reason: string };

export interface FetchOptions {
  timeoutMs: number;
  maxBytes?: number;
  maxRedirects?: number;
}

export const CONTENT_FETCH_TIMEOUT_MS = 30_000;
const MAX_REDIRECTS = 3;

/** True for addresses content is never fetched from. */
export function isForbiddenAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  const ip = mapped ?? address;
  if (net.isIPv4(ip)) {
    const [a = 0, b = 0] = ip.split('.').map(Number);
    return a === 0 || (a === 169 && b === 254) || a >= 224;
  }
  if (net.isIPv6(ip)) {
    const lower = ip.toLowerCase();
    return (
      lower === '::' ||
      lower.startsWith('fe8') ||
      lower.startsWith('fe9') ||
      lower.startsWith('fea') ||
      lower.startsWith('feb') ||
      lower.startsWith('ff')
    );
  }
  return true;
}

const FORBIDDEN = 'the address is not one content is fetched from';

/** dns.lookup that refuses forbidden addresses, for http(s).request's `lookup` option. */
const guardedLookup: net.LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) {
      callback(error, '', 4);
      return;
    }
    const allowed = addresses.filter((entry) => !isForbiddenAddress(entry.address));
    const [first] = allowed;
    if (!first) {
      callback(Object.assign(new Error(FORBIDDEN), { code: 'EFORBIDDEN' }), '', 4);
      return;
    }
    if ((options as { all?: boolean }).all) {
      (callback as unknown as (err: null, all: dns.LookupAddress[]) => void)(null, allowed);
      return;
    }
    callback(null, first.address, first.family);
  });
};

type Attempt =
  | { kind: 'body'; bytes: Buffer }
  | { kind: 'redirect'; location: string }
  | { kind: 'failed'; retryable: boolean; reason: string };

function requestOnce(url: URL, deadline: number, maxBytes: number): Promise<Attempt> {
  return new Promise((resolve) => {
    const client = url.protocol === 'https:' ? https : http;
    const request = client.get(url, { lookup: guardedLookup, headers: { accept: '*/*' } });
    const timer = setTimeout(
      () => request.destroy(new Error('timed out')),
      Math.max(1, deadline - Date.now()),
    );
    const finish = (attempt: Attempt) => {
      clearTimeout(timer);
      resolve(attempt);
    };
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EFORBIDDEN')
        finish({ kind: 'failed', retryable: false, reason: FORBIDDEN });
      else finish({ kind: 'failed', retryable: true, reason: error.message });
    });
    request.on('response', (response) => {
      const status = response.statusCode ?? 0;
      if (status >= 300 && status < 400 && response.headers.location) {
        response.resume();
        finish({ kind: 'redirect', location: response.headers.location });
        return;
      }
      if (status < 200 || status >= 300) {
        response.resume();
        const retryable = status >= 500 || status === 408 || status === 429;
        finish({ kind: 'failed', retryable, reason: `the server answered ${status}` });
        return;
      }
      const declared = Number(response.headers['content-length']);
      if (Number.isFinite(declared) && declared > maxBytes) {
        request.destroy();
        finish({ kind: 'failed', retryable: false, reason: 'the media is larger than 25 MB' });
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > maxBytes) {
          request.destroy();
          finish({ kind: 'failed', retryable: false, reason: 'the media is larger than 25 MB' });
          return;
        }
        chunks.push(chunk);
      });
      response.on('end', () => finish({ kind: 'body', bytes: Buffer.concat(chunks) }));
      response.on('error', (error) =>
        finish({ kind: 'failed', retryable: true, reason: error.message }),
      );
    });
  });
}

export async function fetchContentUrl(
  address: string,
  kind: MediaKind,
  options: FetchOptions,
): Promise<FetchedContent> {
  const maxBytes = options.maxBytes ?? PLUGIN_CONTENT_LIMITS.mediaBytes;
  const deadline = Date.now() + options.timeoutMs;
  let current = address;
  for (let hop = 0; hop <= (options.maxRedirects ?? MAX_REDIRECTS); hop += 1) {
    let url: URL;
    try {
      url = new URL(current);
    } catch {
      return { ok: false, retryable: false, reason: 'the URL is not valid' };
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      return { ok: false, retryable: false, reason: 'only http and https URLs are fetched' };
    }
    // Literal addresses skip the lookup, so they are checked here.
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if (net.isIP(host) !== 0 && isForbiddenAddress(host)) {
      return { ok: false, retryable: false, reason: FORBIDDEN };
    }
    const attempt = await requestOnce(url, deadline, maxBytes);
    if (attempt.kind === 'failed') {
      return { ok: false, retryable: attempt.retryable, reason: attempt.reason };
    }
    if (attempt.kind === 'redirect') {
      current = new URL(attempt.location, url).toString();
      continue;
    }
    const mime = sniffMediaType(attempt.bytes, kind);
    if (mime === undefined || !PLUGIN_MEDIA_TYPES[kind].includes(mime)) {
      return {
        ok: false,
        retryable: false,
        reason: `the URL does not serve ${kind} of a supported type`,
      };
    }
    return { ok: true, bytes: attempt.bytes, mime };
  }
  return { ok: false, retryable: false, reason: 'too many redirects' };
}
