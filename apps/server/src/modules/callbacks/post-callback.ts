import { CALLBACK_TIMEOUT_SECONDS, PLUGIN_HEADERS, unixSeconds } from '@vigil/contract';
import { egressFetch } from '../../lib/egress/egress-fetch';
import { EgressRefusedError, type EgressGuard } from '../../lib/egress/egress-target';
import { signPluginMessage } from '../../lib/plugin-signature';

export interface CallbackRequest {
  url: string;
  accessKey: string;
  secretKey: string;
  /** The stored JSON body, sent and signed as it is. */
  body: string;
  now: Date;
  /** How long to wait for an answer; CALLBACK_TIMEOUT_SECONDS unless a caller waits less. */
  timeoutMs?: number;
  /** The deployment's egress policy (ctx.config.egress), checked when connecting. */
  egress: EgressGuard;
}

/** How one attempt went: a short reason for the Plugins tab, never a body or a secret. */
export type CallbackAttempt =
  | { delivered: true; statusCode: number }
  | { delivered: false; statusCode: number | null; error: string };

/** Shown on the Plugins tab when the policy refuses the callback URL's address. */
export const CALLBACK_ADDRESS_NOT_ALLOWED = 'Address not allowed';

function networkReason(error: unknown, timeoutMs: number): string {
  if (error instanceof EgressRefusedError) return CALLBACK_ADDRESS_NOT_ALLOWED;
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return `No answer within ${timeoutMs / 1000} s`;
  }
  const coded = error instanceof Error ? (error as { code?: unknown }) : undefined;
  const code = typeof coded?.code === 'string' ? coded.code : undefined;
  if (code === 'ECONNREFUSED') return 'Connection refused';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'Host not found';
  if (code === 'ECONNRESET' || code === 'EPIPE') return 'Connection reset';
  if (code !== undefined && /CERT|SSL|TLS/.test(code)) return 'TLS certificate not accepted';
  return code === undefined ? 'Network error' : `Network error (${code})`;
}

/**
 * POSTs one callback, signed like a plugin request: the path signed is the callback URL's
 * path with its query, as the plugin receives it. Redirects are not followed (the signature
 * names one path, and a redirect could lead anywhere); any 2xx is a delivery.
 */
export async function postCallback(request: CallbackRequest): Promise<CallbackAttempt> {
  const url = new URL(request.url);
  const timeoutMs = request.timeoutMs ?? CALLBACK_TIMEOUT_SECONDS * 1000;
  const timestamp = unixSeconds(request.now);
  const signature = signPluginMessage(request.secretKey, {
    timestamp,
    method: 'POST',
    pathWithQuery: `${url.pathname}${url.search}`,
    rawBody: request.body,
  });
  let response: Response;
  try {
    response = await egressFetch(
      url,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Vigil-Callback/1',
          [PLUGIN_HEADERS.accessKey]: request.accessKey,
          [PLUGIN_HEADERS.timestamp]: String(timestamp),
          [PLUGIN_HEADERS.signature]: signature,
        },
        body: request.body,
        signal: AbortSignal.timeout(timeoutMs),
      },
      request.egress,
    );
  } catch (error) {
    return { delivered: false, statusCode: null, error: networkReason(error, timeoutMs) };
  }
  // The answer's body is not needed; releasing it frees the connection.
  await response.body?.cancel().catch(() => undefined);
  if (response.status >= 200 && response.status < 300) {
    return { delivered: true, statusCode: response.status };
  }
  return { delivered: false, statusCode: response.status, error: `HTTP ${response.status}` };
}
