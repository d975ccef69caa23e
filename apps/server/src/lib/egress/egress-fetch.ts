/**
 * The one way the server sends a request to an address a tenant chose (content URLs,
 * callbacks, the external engine; decision 0120): fetch's shape over node's http/https, with
 * the socket pinned to an address the egress policy allowed. Redirects are answered as they
 * come, never followed: a caller that follows one calls again, and the next hop is checked.
 */
import http from 'node:http';
import https from 'node:https';
import { Readable } from 'node:stream';
import { type EgressGuard, pinnedLookup, resolveEgressTarget } from './egress-target';

export interface EgressRequestInit {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Aborts the connection, also while the body is read; the request fails with its reason. */
  signal?: AbortSignal;
}

// Statuses a Response may not carry a body with.
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

function abortable<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  signal.throwIfAborted();
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/**
 * Rejects with EgressRefusedError when the host is not allowed, with the signal's reason
 * when aborted, or with node's network error (its `code`, e.g. ECONNREFUSED).
 */
export async function egressFetch(
  input: string | URL,
  init: EgressRequestInit,
  guard: EgressGuard,
): Promise<Response> {
  const url = new URL(input);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new TypeError('only http and https URLs are requested');
  }
  const { signal } = init;
  const target = await abortable(resolveEgressTarget(url, guard), signal);
  signal?.throwIfAborted();
  return new Promise((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    // No shared agent: a pooled socket would outlive the address check it was opened under.
    const request = client.request(url, {
      method: init.method ?? 'GET',
      headers: init.headers,
      lookup: pinnedLookup(target),
      agent: false,
    });
    let answer: http.IncomingMessage | undefined;
    const onAbort = () => {
      const reason = signal?.reason as Error;
      // Reading the body fails with the reason too, not with a bare "aborted".
      answer?.destroy(reason);
      request.destroy(reason);
      reject(reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    request.on('close', () => signal?.removeEventListener('abort', onAbort));
    request.on('error', reject);
    request.on('response', (response) => {
      answer = response;
      const status = response.statusCode ?? 0;
      if (status < 200 || status > 599) {
        response.destroy();
        reject(new Error(`the server answered with status ${status}`));
        return;
      }
      const headers = new Headers();
      for (let index = 0; index + 1 < response.rawHeaders.length; index += 2) {
        headers.append(response.rawHeaders[index] ?? '', response.rawHeaders[index + 1] ?? '');
      }
      let body: ReadableStream<Uint8Array> | null = null;
      if (NULL_BODY_STATUSES.has(status)) response.resume();
      else body = Readable.toWeb(response) as ReadableStream<Uint8Array>;
      resolve(new Response(body, { status, headers }));
    });
    request.end(init.body);
  });
}
