import type { Kysely } from 'kysely';
import { ACCOUNT_MESSAGES } from '@vigil/contract';
import type { Database } from '../../db/schema/database';
import { toStoredTimestamp, type Clock } from '../../lib/clock';
import { HttpError } from '../../lib/http-errors';
import { clearKey, recordHit } from './rate-limit.queries';

export interface RateLimitRule {
  /** Hits allowed in one window. */
  limit: number;
  windowMs: number;
}

export const TOO_MANY_ATTEMPTS_MESSAGE = ACCOUNT_MESSAGES.tooManyAttempts;

export interface RateLimitService {
  /**
   * Counts a hit on every key; when any key is over its limit, throws 429 with Retry-After
   * (seconds until that window ends).
   */
  consume(keys: ReadonlyArray<{ key: string; rule: RateLimitRule }>): Promise<void>;
  /** Forgets a key, e.g. an account's failures after a successful sign-in. */
  reset(key: string): Promise<void>;
}

export function createRateLimitService(db: Kysely<Database>, clock: Clock): RateLimitService {
  return {
    async consume(keys) {
      const now = clock.now();
      let retryAfterMs = 0;
      for (const { key, rule } of keys) {
        const cutoff = toStoredTimestamp(new Date(now.getTime() - rule.windowMs));
        const { hits, window_started_at } = await recordHit(
          db,
          key,
          toStoredTimestamp(now),
          cutoff,
        );
        if (hits > rule.limit) {
          const endsAt = new Date(window_started_at).getTime() + rule.windowMs;
          retryAfterMs = Math.max(retryAfterMs, endsAt - now.getTime());
        }
      }
      if (retryAfterMs > 0) {
        const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
        throw new HttpError(429, TOO_MANY_ATTEMPTS_MESSAGE, undefined, {
          'Retry-After': String(seconds),
        });
      }
    },
    reset: (key) => clearKey(db, key),
  };
}
