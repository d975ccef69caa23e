import type { RateLimitRule } from '../rate-limit/rate-limit.service';

/**
 * The numbers of the one rule that limits guessing a secret (decision 0121). Two secrets are
 * guessed: the password at sign-in, and the second factor at the sign-in challenge and when
 * recovery codes are replaced (one budget for both, decision 0111).
 */
export type GuessKind = 'password' | 'second-factor';

/**
 * Whose secret is guessed. A password guess names the account by its normalised email,
 * whether or not an account has it, so an unknown email is counted, slowed and refused
 * exactly as a real one; a second-factor guess comes from a session that passed the password,
 * so it names the user.
 */
export type GuessTarget =
  { kind: 'password'; email: string } | { kind: 'second-factor'; tenantId: string; userId: string };

export interface GuessRules {
  /** Failures from one address against one account, before that pair is refused. */
  perAccountAndAddress: RateLimitRule;
  /** Failures from one address across every account (spraying), before it is refused. */
  perAddress: RateLimitRule;
  /**
   * Failures against one account from addresses that never got through for it. Past the
   * limit only such known addresses may try until the window ends.
   */
  perAccount: RateLimitRule;
  /** The account-wide failure that makes the owner's warning email (one a day at most). */
  warnAt: number;
}

const MINUTE_MS = 60 * 1000;

export const GUESS_RULES: Record<GuessKind, GuessRules> = {
  password: {
    perAccountAndAddress: { limit: 10, windowMs: 15 * MINUTE_MS },
    perAddress: { limit: 50, windowMs: 15 * MINUTE_MS },
    perAccount: { limit: 300, windowMs: 60 * MINUTE_MS },
    warnAt: 20,
  },
  // A 6-digit code with one step either side has 3 chances in a million per guess, and
  // whoever guesses it already has the password: the account-wide ceiling is far lower, so
  // many addresses together still get about as many guesses a day as one did before 0121.
  'second-factor': {
    perAccountAndAddress: { limit: 10, windowMs: 15 * MINUTE_MS },
    perAddress: { limit: 50, windowMs: 15 * MINUTE_MS },
    perAccount: { limit: 40, windowMs: 60 * MINUTE_MS },
    warnAt: 20,
  },
};

/** An address that got through for an account stays known this long after its last success. */
export const KNOWN_ADDRESS_MS = 90 * 24 * 60 * MINUTE_MS;
/** At most one warning email per account and kind in this time. */
export const WARNING_INTERVAL_MS = 24 * 60 * MINUTE_MS;

/** Account-wide failures that cost nothing; a typo or two from a new device waits not at all. */
export const DELAY_FREE_FAILURES = 5;
export const DELAY_STEP_MS = 200;
export const DELAY_CAP_MS = 3_000;

/**
 * How long a guess from a stranger waits before its secret is checked, given the account's
 * failures from strangers so far in the window: 200 ms more for each past the fifth, never
 * more than 3 s (reached at 20). It depends only on counts, never on the guess, so it tells
 * nothing about whether a guess was right.
 */
export function guessDelayMs(failures: number): number {
  return Math.min(DELAY_CAP_MS, DELAY_STEP_MS * Math.max(0, failures - DELAY_FREE_FAILURES));
}

/** The account part of every key: its email or its user id. */
export const guessAccount = (target: GuessTarget): string =>
  target.kind === 'password' ? target.email : target.userId;

export const pairKey = (kind: GuessKind, account: string, address: string): string =>
  `guess:${kind}:pair:${account}:${address}`;
export const addressKey = (kind: GuessKind, address: string): string =>
  `guess:${kind}:address:${address}`;
export const accountKey = (kind: GuessKind, account: string): string =>
  `guess:${kind}:account:${account}`;
export const knownAddressMark = (kind: GuessKind, account: string, address: string): string =>
  `known:${kind}:${account}:${address}`;
export const warnedMark = (kind: GuessKind, account: string): string => `warned:${kind}:${account}`;
