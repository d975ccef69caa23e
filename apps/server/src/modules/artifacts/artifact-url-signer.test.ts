import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../lib/clock';
import { createArtifactUrlSigner, deriveArtifactUrlKey } from './artifact-url-signer';

const MATERIAL = 'a shared VIGIL_SECRET_KEY of at least 32 characters';
const PATH = `t-1/r-1/${'a'.repeat(64)}.png`;

describe('artifact URL signer', () => {
  it('signs with its own derived key, not the secret box key', () => {
    const key = deriveArtifactUrlKey(MATERIAL);
    expect(key).toHaveLength(32);
    expect(key.equals(createHash('sha256').update(MATERIAL).digest())).toBe(false);
    const clock = new ManualClock('2026-11-21T09:00:00Z');
    const url = createArtifactUrlSigner(MATERIAL, clock).sign(PATH, 60);
    const query = new URLSearchParams(url.split('?')[1]);
    const expires = String(Date.parse('2026-11-21T09:01:00Z') / 1000);
    expect(query.get('expires')).toBe(expires);
    expect(query.get('signature')).toBe(
      createHmac('sha256', key).update(`${PATH}\n${expires}`).digest('hex'),
    );
  });

  it('verifies links of another instance sharing the key material', () => {
    const clock = new ManualClock('2026-11-21T09:00:00Z');
    const url = createArtifactUrlSigner(MATERIAL, clock).sign(PATH, 60);
    const query = Object.fromEntries(new URLSearchParams(url.split('?')[1]));
    expect(createArtifactUrlSigner(MATERIAL, clock).verify(query)).toEqual({
      valid: true,
      path: PATH,
      expiresAt: Date.parse('2026-11-21T09:01:00Z') / 1000,
    });
    expect(createArtifactUrlSigner(`${MATERIAL}!`, clock).verify(query)).toEqual({
      valid: false,
      reason: 'invalid',
    });
    clock.advance(60_000);
    expect(createArtifactUrlSigner(MATERIAL, clock).verify(query)).toEqual({
      valid: false,
      reason: 'expired',
    });
  });
});
