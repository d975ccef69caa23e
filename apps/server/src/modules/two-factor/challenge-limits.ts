import type { RateLimitRule } from '../rate-limit/rate-limit.service';

// A 6-digit code with one step either side has 3 chances in a million per guess; these
// limits keep a guesser who already has the password to a few hundred guesses a day.
export const CHALLENGE_PER_USER: RateLimitRule = { limit: 10, windowMs: 15 * 60 * 1000 };
export const CHALLENGE_PER_ADDRESS: RateLimitRule = { limit: 50, windowMs: 15 * 60 * 1000 };

export const challengeUserKey = (userId: string): string => `two-factor:user:${userId}`;
export const challengeAddressKey = (ip: string): string => `two-factor:ip:${ip}`;

/** A password-checked sign-in waits this long for its second factor, then starts over. */
export const PENDING_SECOND_FACTOR_MS = 10 * 60 * 1000;
