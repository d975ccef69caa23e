import type { RateLimitRule } from '../rate-limit/rate-limit.service';

// Brute-force limits for sign-in: an attacker guessing one account's password is stopped
// after a handful of tries; one address spraying many accounts is stopped a little later.
export const LOGIN_PER_ACCOUNT: RateLimitRule = { limit: 10, windowMs: 15 * 60 * 1000 };
export const LOGIN_PER_ADDRESS: RateLimitRule = { limit: 50, windowMs: 15 * 60 * 1000 };

export const loginAccountKey = (email: string): string => `login:account:${email}`;
export const loginAddressKey = (ip: string): string => `login:ip:${ip}`;
