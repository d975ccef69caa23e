import { z } from 'zod';
import { egressFetch } from '../../lib/egress/egress-fetch';
import { EgressRefusedError, type EgressGuard } from '../../lib/egress/egress-target';
import { readLimitedBody } from '../../lib/egress/read-limited-body';
import type { ModerationRequest } from './moderation-request';

export interface EngineEndpoint {
  url: string;
  api_key: string | null;
  timeout_ms: number;
  max_retries: number;
  /** The deployment's egress policy (ctx.config.egress), checked when connecting. */
  egress: EgressGuard;
}

export interface EngineCallOptions {
  /** Told about retries and failures: status codes and the engine's host only. */
  logger?: { warn(object: object, message: string): void };
  /** First back-off delay, doubled per retry (default 1 s). */
  retryBaseMs?: number;
}

export const ENGINE_UNAVAILABLE_REASONS = {
  unreachable: 'moderation engine could not be reached',
  notAllowed: 'moderation engine address is not allowed by the server (VIGIL_EGRESS)',
  timeout: (ms: number) => `moderation engine did not answer within ${ms} ms`,
  keyRefused: (status: number) => `moderation engine refused the API key (HTTP ${status})`,
  rateLimited: 'moderation engine is limiting requests (HTTP 429)',
  failed: (status: number) => `moderation engine failed (HTTP ${status})`,
  refused: (status: number) => `moderation engine refused the request (HTTP ${status})`,
  redirected: (status: number) =>
    `moderation engine answered with a redirect (HTTP ${status}); configure the final URL`,
  badResponse: 'moderation engine answered in an unexpected shape',
} as const;

/** Longest wait between two attempts, also when the engine asks for more (Retry-After). */
const MAX_BACKOFF_MS = 10_000;
/** A moderation answer is a few hundred bytes; anything this large is not one. */
const MAX_RESPONSE_BYTES = 1024 * 1024;

const ZModerationResponse = z.object({
  results: z
    .array(
      z.object({
        flagged: z.boolean().optional(),
        categories: z.record(z.string(), z.boolean().nullable()).optional(),
        category_scores: z.record(z.string(), z.number().nullable()),
      }),
    )
    .min(1),
});

export type EngineAnswer =
  { ok: true; results: Array<Record<string, number>> } | { ok: false; reason: string };

type Attempt = EngineAnswer & { retry?: boolean; retryAfterMs?: number };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function retryAfterMs(response: Response): number | undefined {
  const header = response.headers.get('retry-after');
  if (!header) return undefined;
  const seconds = Number(header);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : undefined;
}

async function attempt(endpoint: EngineEndpoint, body: string): Promise<Attempt> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept: 'application/json',
  };
  if (endpoint.api_key) headers.authorization = `Bearer ${endpoint.api_key}`;
  let response: Response;
  try {
    // Redirects are not followed: one could carry the key elsewhere.
    response = await egressFetch(
      endpoint.url,
      { method: 'POST', headers, body, signal: AbortSignal.timeout(endpoint.timeout_ms) },
      endpoint.egress,
    );
    if (response.status >= 200 && response.status < 300) {
      const body = await readLimitedBody(response, MAX_RESPONSE_BYTES);
      if (body === undefined) return { ok: false, reason: ENGINE_UNAVAILABLE_REASONS.badResponse };
      const text = body.toString('utf8');
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        return { ok: false, reason: ENGINE_UNAVAILABLE_REASONS.badResponse };
      }
      const parsed = ZModerationResponse.safeParse(json);
      if (!parsed.success) return { ok: false, reason: ENGINE_UNAVAILABLE_REASONS.badResponse };
      const results = parsed.data.results.map((result) =>
        Object.fromEntries(
          Object.entries(result.category_scores).filter(
            (entry): entry is [string, number] => typeof entry[1] === 'number',
          ),
        ),
      );
      return { ok: true, results };
    }
  } catch (error) {
    // The policy will not change on a retry.
    if (error instanceof EgressRefusedError) {
      return { ok: false, reason: ENGINE_UNAVAILABLE_REASONS.notAllowed };
    }
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    return {
      ok: false,
      retry: true,
      reason: timedOut
        ? ENGINE_UNAVAILABLE_REASONS.timeout(endpoint.timeout_ms)
        : ENGINE_UNAVAILABLE_REASONS.unreachable,
    };
  }
  // Not read: an error body may echo the request (and so the content) or say anything.
  await response.body?.cancel().catch(() => undefined);
  const { status } = response;
  if (status === 429) {
    return {
      ok: false,
      retry: true,
      retryAfterMs: retryAfterMs(response),
      reason: ENGINE_UNAVAILABLE_REASONS.rateLimited,
    };
  }
  if (status >= 500)
    return { ok: false, retry: true, reason: ENGINE_UNAVAILABLE_REASONS.failed(status) };
  if (status >= 300 && status < 400) {
    return { ok: false, reason: ENGINE_UNAVAILABLE_REASONS.redirected(status) };
  }
  if (status === 401 || status === 403) {
    return { ok: false, reason: ENGINE_UNAVAILABLE_REASONS.keyRefused(status) };
  }
  return { ok: false, reason: ENGINE_UNAVAILABLE_REASONS.refused(status) };
}

/** The engine's host for log lines: never the path or query, which may hold a key. */
function engineHost(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return 'invalid URL';
  }
}

/**
 * POSTs one moderation request. Network errors, timeouts, 429 and 5xx are retried up to
 * `max_retries` times with exponential back-off (honouring Retry-After, capped); other
 * answers are final. Never throws: a failure is a reason fit for moderators and logs, which
 * never holds the key, the request or the engine's response body.
 */
export async function postModeration(
  endpoint: EngineEndpoint,
  request: ModerationRequest,
  options: EngineCallOptions = {},
): Promise<EngineAnswer> {
  const body = JSON.stringify(request);
  const base = options.retryBaseMs ?? 1000;
  let result: Attempt = { ok: false, reason: ENGINE_UNAVAILABLE_REASONS.unreachable };
  for (let tries = 0; tries <= endpoint.max_retries; tries += 1) {
    if (tries > 0) {
      const backoff = result.retryAfterMs ?? base * 2 ** (tries - 1);
      await sleep(Math.min(backoff, MAX_BACKOFF_MS));
    }
    result = await attempt(endpoint, body);
    if (result.ok || !result.retry) break;
    options.logger?.warn(
      { engine: engineHost(endpoint.url), attempt: tries + 1, reason: result.reason },
      'moderation engine attempt failed',
    );
  }
  if (result.ok) return { ok: true, results: result.results };
  return { ok: false, reason: result.reason };
}
