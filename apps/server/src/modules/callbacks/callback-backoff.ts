import { CALLBACK_BACKOFF_SECONDS } from '@vigil/contract';

/**
 * When to try again after the `attempts`-th failed attempt: 30 s, then doubling (1, 2, 4 …
 * minutes) up to an hour between tries; the last try is made at the give-up time itself.
 * Undefined once that time has come: the delivery is given up.
 */
export function nextCallbackAttempt(attempts: number, now: Date, giveUpAt: Date): Date | undefined {
  if (now.getTime() >= giveUpAt.getTime()) return undefined;
  const seconds = Math.min(
    CALLBACK_BACKOFF_SECONDS.first * 2 ** Math.max(0, attempts - 1),
    CALLBACK_BACKOFF_SECONDS.max,
  );
  return new Date(Math.min(now.getTime() + seconds * 1000, giveUpAt.getTime()));
}
