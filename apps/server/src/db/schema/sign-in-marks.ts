/**
 * What sign-in guess limits remember beyond a counter's window (decision 0121), keyed like
 * `rate_limits`: `known:<kind>:<account>:<address>` — that address once got through for that
 * account, so it is not a stranger; `warned:<kind>:<account>` — the owner was last emailed
 * about guessing then. Not tenant data: keys name an account (an email or user id) and an
 * address.
 */
export interface SignInMarksTable {
  key: string;
  marked_at: string;
}
