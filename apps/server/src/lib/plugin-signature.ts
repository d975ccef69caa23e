import { createHmac, timingSafeEqual } from 'node:crypto';
import { pluginSigningString } from '@vigil/contract';

/** What one signature covers; the same four parts for plugin requests and callbacks. */
export interface SignedMessage {
  timestamp: number | string;
  method: string;
  /** The path as sent on the wire (still percent-encoded), with its query if any. */
  pathWithQuery: string;
  /** The exact body text; '' when there is none. */
  rawBody: string;
}

const HEX_SHA256 = /^[0-9a-f]{64}$/;

/** Lower-case hex HMAC-SHA256 of the contract's signing string. */
export function signPluginMessage(secretKey: string, message: SignedMessage): string {
  return createHmac('sha256', secretKey)
    .update(
      pluginSigningString(
        message.timestamp,
        message.method,
        message.pathWithQuery,
        message.rawBody,
      ),
      'utf8',
    )
    .digest('hex');
}

/**
 * Whether a received signature is the expected one, compared in constant time so the answer
 * time tells an attacker nothing about how many leading characters were right. The received
 * value must already be lower-case hex of the right length.
 */
export function signatureMatches(expectedHex: string, receivedHex: string): boolean {
  if (!HEX_SHA256.test(receivedHex)) return false;
  return timingSafeEqual(Buffer.from(expectedHex, 'hex'), Buffer.from(receivedHex, 'hex'));
}
