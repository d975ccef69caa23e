import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { API_PREFIX, ARTIFACT_FILE_PATH, ZArtifactFileQuerySchema } from '@vigil/contract';
import type { Clock } from '../../lib/clock';
import { isArtifactPath } from './artifact-store';

/**
 * Signed links to the local artifact file route: `path`, `expires` (unix seconds) and
 * `signature` = hex HMAC-SHA256(key, path + "\n" + expires). The key is derived from the
 * server's secret key material with HKDF under its own label, so the secret box's key is never
 * used for anything but encryption, and every instance sharing VIGIL_SECRET_KEY verifies the
 * links of the others.
 */
export interface ArtifactUrlSigner {
  /** A relative URL (`/api/artifact-file?…`) valid for `ttlSeconds` from the clock's now. */
  sign(path: string, ttlSeconds: number): string;
  /** Checks a request's query: the signature first, then the expiry. */
  verify(query: unknown): ArtifactUrlCheck;
}

export type ArtifactUrlCheck =
  | { valid: true; path: string; expiresAt: number }
  | { valid: false; reason: 'invalid' | 'expired' };

const KEY_INFO = 'vigil artifact-url v1';

export function deriveArtifactUrlKey(secretKeyMaterial: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secretKeyMaterial, '', KEY_INFO, 32));
}

export function createArtifactUrlSigner(
  secretKeyMaterial: string,
  clock: Clock,
): ArtifactUrlSigner {
  const key = deriveArtifactUrlKey(secretKeyMaterial);
  const mac = (path: string, expires: string) =>
    createHmac('sha256', key).update(`${path}\n${expires}`).digest();
  const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);
  return {
    sign(path, ttlSeconds) {
      const expires = String(nowSeconds() + Math.max(1, Math.floor(ttlSeconds)));
      const query = new URLSearchParams({
        path,
        expires,
        signature: mac(path, expires).toString('hex'),
      });
      return `${API_PREFIX}${ARTIFACT_FILE_PATH}?${query.toString()}`;
    },
    verify(query) {
      const parsed = ZArtifactFileQuerySchema.safeParse(query);
      if (!parsed.success || !isArtifactPath(parsed.data.path)) {
        return { valid: false, reason: 'invalid' };
      }
      const { path, expires, signature } = parsed.data;
      // Both sides are 32 bytes (the schema allows 64 hex digits only), as timingSafeEqual needs.
      if (!timingSafeEqual(mac(path, expires), Buffer.from(signature, 'hex'))) {
        return { valid: false, reason: 'invalid' };
      }
      const expiresAt = Number(expires);
      if (expiresAt <= nowSeconds()) return { valid: false, reason: 'expired' };
      return { valid: true, path, expiresAt };
    },
  };
}
