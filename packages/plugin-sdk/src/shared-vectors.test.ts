/**
 * The shared vectors (test-vectors/signatures.json) that the WordPress plugin's PHP tests read
 * too: both implementations must sign and verify alike (docs/decisions/0183-wordpress-plugin.md).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CallbackVerificationError } from './callback-verification-error';
import { createSeenSignatures } from './seen-signatures';
import { computeSignature } from './sign-request';
import { verifyCallback } from './verify-callback';

interface SignatureVector {
  name: string;
  secret: string;
  timestamp: number | string;
  method: string;
  path: string;
  body: string;
  signature: string;
}

interface CallbackVector {
  name: string;
  secret: string;
  access_key: string;
  now: number;
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string;
  deliveries: number;
  expected: string;
}

const vectors = JSON.parse(
  readFileSync(new URL('../test-vectors/signatures.json', import.meta.url), 'utf8'),
) as { signatures: SignatureVector[]; callbacks: CallbackVector[] };

function outcome(vector: CallbackVector): string {
  const now = () => new Date(vector.now * 1000);
  const seenSignatures = createSeenSignatures(now);
  let last = '';
  for (let delivery = 0; delivery < vector.deliveries; delivery += 1) {
    try {
      verifyCallback({
        method: vector.method,
        pathWithQuery: vector.path,
        headers: vector.headers,
        rawBody: vector.body,
        secretKey: vector.secret,
        accessKey: vector.access_key,
        now,
        seenSignatures,
      });
      last = 'accepted';
    } catch (error) {
      if (!(error instanceof CallbackVerificationError)) throw error;
      last = error.reason;
    }
  }
  return last;
}

describe('shared signing vectors', () => {
  it('has vectors of both kinds', () => {
    expect(vectors.signatures.length).toBeGreaterThan(3);
    expect(vectors.callbacks.map((vector) => vector.expected)).toEqual(
      expect.arrayContaining(['accepted', 'bad-signature', 'stale-timestamp', 'replayed']),
    );
  });

  it.each(vectors.signatures.map((vector) => [vector.name, vector] as const))(
    'signs %s',
    (_name, vector) => {
      expect(
        computeSignature({
          secretKey: vector.secret,
          timestamp: vector.timestamp,
          method: vector.method,
          pathWithQuery: vector.path,
          rawBody: vector.body,
        }),
      ).toBe(vector.signature);
    },
  );

  it.each(vectors.callbacks.map((vector) => [vector.name, vector] as const))(
    'verifies a callback with %s',
    (_name, vector) => {
      expect(outcome(vector)).toBe(vector.expected);
    },
  );
});
