import type { RateLimitRule } from '../rate-limit/rate-limit.service';

const MINUTE_MS = 60 * 1000;

// Sign-up creates a tenant and sends an email: one address gets a few per hour, enough for a
// shared office, too few to flood inboxes or enumerate addresses.
export const REGISTER_PER_ADDRESS: RateLimitRule = { limit: 10, windowMs: 60 * MINUTE_MS };
// Each request sends an email to someone: few per account, more per address (a shared NAT).
export const RESET_REQUEST_PER_ACCOUNT: RateLimitRule = { limit: 5, windowMs: 60 * MINUTE_MS };
export const RESET_REQUEST_PER_ADDRESS: RateLimitRule = { limit: 20, windowMs: 60 * MINUTE_MS };
// Link tokens are 256 random bits, so guessing is hopeless; the limit only stops hammering.
export const LINK_REDEEM_PER_ADDRESS: RateLimitRule = { limit: 30, windowMs: 15 * MINUTE_MS };
// A stolen session must not become a way to guess the current password.
export const PASSWORD_CHANGE_PER_USER: RateLimitRule = { limit: 10, windowMs: 15 * MINUTE_MS };

export const registerAddressKey = (ip: string): string => `register:ip:${ip}`;
export const resetRequestAccountKey = (email: string): string => `reset-request:account:${email}`;
export const resetRequestAddressKey = (ip: string): string => `reset-request:ip:${ip}`;
export const linkRedeemAddressKey = (ip: string): string => `link-redeem:ip:${ip}`;
export const passwordChangeUserKey = (userId: string): string => `password-change:user:${userId}`;
