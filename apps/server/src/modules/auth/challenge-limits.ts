/** A password-checked sign-in waits this long for its second factor, then starts over. */
export const PENDING_SECOND_FACTOR_MS = 10 * 60 * 1000;
