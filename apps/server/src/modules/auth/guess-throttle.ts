/**
 * The one rule for guessing a secret — the password at sign-in, the second factor at the
 * challenge and when recovery codes are replaced (decision 0121). Failures are counted per
 * account and address together, per address across accounts, and per account from addresses
 * that never got through for it; a stranger's guesses slow the account down and, past a high
 * ceiling, shut strangers out, but never refuse the owner's own address.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/database';
import { toStoredTimestamp, type Clock } from '../../lib/clock';
import { enqueueJob } from '../jobs/enqueue-job';
import {
  tooManyAttempts,
  type RateLimitCount,
  type RateLimitService,
} from '../rate-limit/rate-limit.service';
import { guessAddressKey } from './client-address';
import {
  accountKey,
  addressKey,
  GUESS_RULES,
  guessAccount,
  guessDelayMs,
  KNOWN_ADDRESS_MS,
  knownAddressMark,
  pairKey,
  WARNING_INTERVAL_MS,
  warnedMark,
  type GuessTarget,
} from './guess-rules';
import { claimMark, findMark, putMark } from './sign-in-marks.queries';

export const SIGN_IN_WARNING_JOB_KIND = 'sign-in-warning';

/** What the warning job is given: whose secret, and how many failures were seen. */
export interface SignInWarningPayload {
  target: GuessTarget;
  failures: number;
}

/** One guess let through: say how it went once the secret has been checked. */
export interface GuessAttempt {
  /** A wrong guess. It stays counted, and may warn the owner. */
  recordFailure(): Promise<void>;
  /** A right guess: it is given back, the pair's failures are forgotten, the address known. */
  recordSuccess(): Promise<void>;
}

export interface GuessThrottle {
  /**
   * Counts the guess before the secret is checked — so parallel guesses cannot all slip
   * under a limit — and answers 429 with Retry-After when this account and address, this
   * address, or (for a stranger) the account is over its limit. A stranger's guess then
   * waits the account's delay. A guess that is neither failed nor succeeded stays counted.
   */
  checkGuessAllowed(target: GuessTarget, ip: string): Promise<GuessAttempt>;
  /** Someone proved to own the account from this address another way (a reset link). */
  trustAddress(target: GuessTarget, ip: string): Promise<void>;
}

/** Waits without holding the event loop; tests pass one that records instead. */
export type Sleep = (ms: number) => Promise<void>;

export function createGuessThrottle(
  db: Kysely<Database>,
  clock: Clock,
  rateLimits: RateLimitService,
  sleep: Sleep,
): GuessThrottle {
  const nowMinus = (ms: number) => toStoredTimestamp(new Date(clock.now().getTime() - ms));

  async function isKnown(mark: string): Promise<boolean> {
    const markedAt = await findMark(db, mark);
    return markedAt !== undefined && markedAt >= nowMinus(KNOWN_ADDRESS_MS);
  }

  /**
   * Queues the owner's warning, at most once per WARNING_INTERVAL_MS. The mark and the job
   * are written for an unknown email too (the job finds nobody to write to), so the reply
   * takes the same steps whether or not the account exists.
   */
  async function warnOwner(target: GuessTarget, failures: number): Promise<void> {
    const now = clock.now();
    const mark = warnedMark(target.kind, guessAccount(target));
    if (!(await claimMark(db, mark, toStoredTimestamp(now), nowMinus(WARNING_INTERVAL_MS)))) {
      return;
    }
    const payload: SignInWarningPayload = { target, failures };
    await enqueueJob(db, now, {
      kind: SIGN_IN_WARNING_JOB_KIND,
      tenantId: target.kind === 'second-factor' ? target.tenantId : null,
      payload,
    });
  }

  return {
    async checkGuessAllowed(target, ip) {
      const rules = GUESS_RULES[target.kind];
      const account = guessAccount(target);
      const address = guessAddressKey(ip);
      const keys = {
        pair: pairKey(target.kind, account, address),
        address: addressKey(target.kind, address),
        account: accountKey(target.kind, account),
      };
      const pair = await rateLimits.count(keys.pair, rules.perAccountAndAddress);
      const fromAddress = await rateLimits.count(keys.address, rules.perAddress);
      const refusedFor = Math.max(pair.retryAfterMs, fromAddress.retryAfterMs);
      if (refusedFor > 0) throw tooManyAttempts(refusedFor);

      const knownMark = knownAddressMark(target.kind, account, address);
      // The owner's own address neither waits nor counts toward the account's failures.
      let accountWide: RateLimitCount | undefined;
      if (!(await isKnown(knownMark))) {
        accountWide = await rateLimits.count(keys.account, rules.perAccount);
        if (accountWide.retryAfterMs > 0) throw tooManyAttempts(accountWide.retryAfterMs);
        // Before the secret is checked, and by counts alone: the wait is the same for a right
        // and a wrong guess, and for an account that exists and one that does not.
        const delay = guessDelayMs(accountWide.hits - 1);
        if (delay > 0) await sleep(delay);
      }
      const counted = accountWide;

      return {
        async recordFailure() {
          if (counted?.hits === rules.warnAt) await warnOwner(target, counted.hits);
        },
        async recordSuccess() {
          await rateLimits.reset(keys.pair);
          await rateLimits.giveBack(keys.address, fromAddress);
          if (counted) await rateLimits.giveBack(keys.account, counted);
          await putMark(db, knownMark, toStoredTimestamp(clock.now()));
        },
      };
    },

    async trustAddress(target, ip) {
      const account = guessAccount(target);
      const address = guessAddressKey(ip);
      await rateLimits.reset(pairKey(target.kind, account, address));
      await putMark(
        db,
        knownAddressMark(target.kind, account, address),
        toStoredTimestamp(clock.now()),
      );
    },
  };
}
