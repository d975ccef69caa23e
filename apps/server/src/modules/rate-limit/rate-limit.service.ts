import type { Kysely } from 'kysely';
import { ACCOUNT_MESSAGES } from '@vigil/contract';
import type { Database } from '../../db/schema/database';
import { toStoredTimestamp, type Clock } from '../../lib/clock';
import { HttpError } from '../../lib/http-errors';
import { clearKey, recordHit, removeHit } from './rate-limit.queries';

export interface RateLimitRule {
  /** Hits allowed in one window. */
  limit: number;
  windowMs: number;
}

export const TOO_MANY_ATTEMPTS_MESSAGE = ACCOUNT_MESSAGES.tooManyAttempts;

/** One counted hit: the window's count including it. */
export interface RateLimitCount {
  hits: number;
  windowStartedAt: string;
  /** Time until the window ends when the count is over the rule's limit; 0 under it. */
  retryAfterMs: number;
}

/** 429 with Retry-After in whole seconds (at least one). */
export function tooManyAttempts(retryAfterMs: number): HttpError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new HttpError(429, TOO_MANY_ATTEMPTS_MESSAGE, undefined, {
    'Retry-After': String(seconds),
  });
}

export interface RateLimitService {
  /**
   * Counts a hit on every key; when any key is over its limit, throws 429 with Retry-After
   * (seconds until that window ends).
   */
  consume(keys: ReadonlyArray<{ key: string; rule: RateLimitRule }>): Promise<void>;
  /** Counts a hit on one key and says where the count stands; the caller decides. */
  count(key: string, rule: RateLimitRule): Promise<RateLimitCount>;
  /** Takes back a hit `count` counted, e.g. a guess that turned out right. */
  giveBack(key: string, count: RateLimitCount): Promise<void>;
  /** Forgets a key, e.g. an account's failures after a successful sign-in. */
  reset(key: string): Promise<void>;
}

export function createRateLimitService(db: Kysely<Database>, clock: Clock): RateLimitService {
  async function count(key: string, rule: RateLimitRule): Promise<RateLimitCount> {
    const now = clock.now();
    const cutoff = toStoredTimestamp(new Date(now.getTime() - rule.windowMs));
    const { hits, window_started_at } = await recordHit(db, key, toStoredTimestamp(now), cutoff);
    const endsAt = new Date(window_started_at).getTime() + rule.windowMs;
    return {
      hits,
      windowStartedAt: window_started_at,
      retryAfterMs: hits > rule.limit ? Math.max(1, endsAt - now.getTime()) : 0,
    };
  }

  return {
    async consume(keys) {
      let retryAfterMs = 0;
      for (const { key, rule } of keys) {
        retryAfterMs = Math.max(retryAfterMs, (await count(key, rule)).retryAfterMs);
      }
      if (retryAfterMs > 0) throw tooManyAttempts(retryAfterMs);
    },
    count,
    giveBack: (key, counted) => removeHit(db, key, counted.windowStartedAt),
    reset: (key) => clearKey(db, key),
  };
}
