import { describe, expect, it } from 'vitest';
import { computeSignature, signatureHeaders } from './sign-request';

// Expected values computed outside this code, with
// printf '1795251600\nPOST\n/api/plugin/v1/content\n{"a":1}' | openssl dgst -sha256 -hmac 'vs_test-secret'
const SECRET = 'vs_test-secret';
const TIMESTAMP = 1795251600;

describe('computeSignature', () => {
  it('is the hex HMAC-SHA256 of timestamp, method, path and body joined by newlines', () => {
    expect(
      computeSignature({
        secretKey: SECRET,
        timestamp: TIMESTAMP,
        method: 'POST',
        pathWithQuery: '/api/plugin/v1/content',
        rawBody: '{"a":1}',
      }),
    ).toBe('27f61c123ab431fb6e0c862837ae7bd6a8da2d5b7dd5368b6c19d75907bc9e95');
  });

  it('signs a request without a body over an empty last line, method upper-cased', () => {
    expect(
      computeSignature({
        secretKey: SECRET,
        timestamp: String(TIMESTAMP),
        method: 'get',
        pathWithQuery: '/api/plugin/v1/content/abc',
        rawBody: '',
      }),
    ).toBe('38e4c5825cb74a123f8e166d9efae27c7c69686416a79e687e683833f728be4a');
  });

  it('changes with any part', () => {
    const base = {
      secretKey: SECRET,
      timestamp: TIMESTAMP,
      method: 'POST',
      pathWithQuery: '/api/plugin/v1/content',
      rawBody: '{"a":1}',
    };
    const signature = computeSignature(base);
    expect(computeSignature({ ...base, secretKey: 'vs_other' })).not.toBe(signature);
    expect(computeSignature({ ...base, timestamp: TIMESTAMP + 1 })).not.toBe(signature);
    expect(computeSignature({ ...base, pathWithQuery: '/api/plugin/v1/content?x=1' })).not.toBe(
      signature,
    );
    expect(computeSignature({ ...base, rawBody: '{"a":2}' })).not.toBe(signature);
  });
});

describe('signatureHeaders', () => {
  it('names the access key, the timestamp and the signature', () => {
    expect(
      signatureHeaders('vk_access', {
        secretKey: SECRET,
        timestamp: TIMESTAMP,
        method: 'POST',
        pathWithQuery: '/api/plugin/v1/content',
        rawBody: '{"a":1}',
      }),
    ).toEqual({
      'X-Vigil-Key': 'vk_access',
      'X-Vigil-Timestamp': '1795251600',
      'X-Vigil-Signature': '27f61c123ab431fb6e0c862837ae7bd6a8da2d5b7dd5368b6c19d75907bc9e95',
    });
  });
});
