/**
 * Fetches media a plugin submitted as a URL (decision 0080): http or https only, a deadline,
 * at most PLUGIN_CONTENT_LIMITS.mediaBytes read, and the type taken from the bytes (as for
 * uploaded media), which must be one the content type accepts. Every hop, redirects included,
 * connects only to an address the egress policy allows (decision 0120).
 */
import { PLUGIN_CONTENT_LIMITS, PLUGIN_MEDIA_TYPES } from '@vigil/contract';
import { egressFetch } from '../../lib/egress/egress-fetch';
import { EgressRefusedError, type EgressGuard } from '../../lib/egress/egress-target';
import { readLimitedBody } from '../../lib/egress/read-limited-body';
import { sniffMediaType, type MediaKind } from '../plugin-api/media-sniff';

export type FetchedContent =
  | { ok: true; bytes: Buffer; mime: string }
  /** retryable: worth trying again later (network, timeout, 5xx, 408, 429). */
  | { ok: false; retryable: boolean; reason: string };

export interface FetchOptions {
  timeoutMs: number;
  /** The deployment's egress policy (ctx.config.egress). */
  egress: EgressGuard;
  maxBytes?: number;
  maxRedirects?: number;
}

export const CONTENT_FETCH_TIMEOUT_MS = 30_000;
const MAX_REDIRECTS = 3;

export const CONTENT_ADDRESS_NOT_ALLOWED = 'the address is not one content is fetched from';
const TOO_LARGE = 'the media is larger than 25 MB';

type Attempt =
  | { kind: 'body'; bytes: Buffer }
  | { kind: 'redirect'; location: string }
  | { kind: 'failed'; retryable: boolean; reason: string };

function failure(error: unknown): Attempt {
  if (error instanceof EgressRefusedError) {
    return { kind: 'failed', retryable: false, reason: CONTENT_ADDRESS_NOT_ALLOWED };
  }
  if (error instanceof DOMException && error.name === 'TimeoutError') {
    return { kind: 'failed', retryable: true, reason: 'timed out' };
  }
  return { kind: 'failed', retryable: true, reason: (error as Error).message };
}

async function requestOnce(
  url: URL,
  signal: AbortSignal,
  maxBytes: number,
  egress: EgressGuard,
): Promise<Attempt> {
  try {
    const response = await egressFetch(url, { headers: { accept: '*/*' }, signal }, egress);
    const { status } = response;
    const location = response.headers.get('location');
    if (status >= 300 && status < 400 && location) {
      await response.body?.cancel();
      return { kind: 'redirect', location };
    }
    if (status < 200 || status >= 300) {
      await response.body?.cancel();
      const retryable = status >= 500 || status === 408 || status === 429;
      return { kind: 'failed', retryable, reason: `the server answered ${status}` };
    }
    const declared = Number(response.headers.get('content-length') ?? Number.NaN);
    if (Number.isFinite(declared) && declared > maxBytes) {
      await response.body?.cancel();
      return { kind: 'failed', retryable: false, reason: TOO_LARGE };
    }
    const bytes = await readLimitedBody(response, maxBytes);
    if (!bytes) return { kind: 'failed', retryable: false, reason: TOO_LARGE };
    return { kind: 'body', bytes };
  } catch (error) {
    return failure(error);
  }
}

export async function fetchContentUrl(
  address: string,
  kind: MediaKind,
  options: FetchOptions,
): Promise<FetchedContent> {
  const maxBytes = options.maxBytes ?? PLUGIN_CONTENT_LIMITS.mediaBytes;
  const signal = AbortSignal.timeout(options.timeoutMs);
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
    const attempt = await requestOnce(url, signal, maxBytes, options.egress);
    if (attempt.kind === 'failed') {
      return { ok: false, retryable: attempt.retryable, reason: attempt.reason };
    }
    if (attempt.kind === 'redirect') {
      try {
        current = new URL(attempt.location, url).toString();
      } catch {
        return { ok: false, retryable: false, reason: 'the redirect is not a valid URL' };
      }
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
