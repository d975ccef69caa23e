import { createHmac } from 'node:crypto';
import { PLUGIN_HEADERS, pluginSigningString } from '@vigil/contract';

/** What one signature covers: the same four parts on both sides (requests and callbacks). */
export interface SignatureInput {
  secretKey: string;
  /** Unix seconds, as sent in X-Vigil-Timestamp. */
  timestamp: number | string;
  method: string;
  /** The URL path as sent, with its query if any, e.g. `/api/plugin/v1/content`. */
  pathWithQuery: string;
  /** The exact body bytes as text; '' for a request without a body. */
  rawBody: string;
}

/** Lower-case hex HMAC-SHA256 of the contract's signing string. */
export function computeSignature(input: SignatureInput): string {
  return createHmac('sha256', input.secretKey)
    .update(
      pluginSigningString(input.timestamp, input.method, input.pathWithQuery, input.rawBody),
      'utf8',
    )
    .digest('hex');
}

/** The three headers of a signed request or callback. */
export function signatureHeaders(accessKey: string, input: SignatureInput): Record<string, string> {
  return {
    [PLUGIN_HEADERS.accessKey]: accessKey,
    [PLUGIN_HEADERS.timestamp]: String(input.timestamp),
    [PLUGIN_HEADERS.signature]: computeSignature(input),
  };
}
