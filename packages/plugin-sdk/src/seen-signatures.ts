import { PLUGIN_SIGNATURE_MAX_AGE_SECONDS } from '@vigil/contract';

/** Where verifyCallback remembers accepted signatures; a plain Set<string> also fits. */
export interface SignatureLog {
  has(signature: string): boolean;
  add(signature: string): unknown;
}

/**
 * A replay log that forgets a signature once its timestamp window has passed: a callback that
 * old is refused as stale anyway, so memory stays bounded by the callbacks of ten minutes.
 */
export function createSeenSignatures(now: () => Date = () => new Date()): SignatureLog {
  const seenAt = new Map<string, number>();
  const keepMs = 2 * PLUGIN_SIGNATURE_MAX_AGE_SECONDS * 1000;
  const forgetOld = (nowMs: number) => {
    // Map keeps insertion order, so the oldest entries come first.
    for (const [signature, at] of seenAt) {
      if (nowMs - at <= keepMs) break;
      seenAt.delete(signature);
    }
  };
  return {
    has(signature) {
      forgetOld(now().getTime());
      return seenAt.has(signature);
    },
    add(signature) {
      const nowMs = now().getTime();
      forgetOld(nowMs);
      seenAt.set(signature, nowMs);
    },
  };
}
