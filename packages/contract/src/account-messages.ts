/**
 * Texts of the account and sign-in rules that the spec leaves open (issue: accounts and
 * sign-in). Server replies and console screens both use them.
 */
export const ACCOUNT_MESSAGES = {
  /** Same text for an unknown email and a wrong password: it must not reveal which. */
  failedLogin: 'These credentials do not match our records.',
  emailNotConfirmed:
    'Please confirm your email address first: open the link in the email we sent you.',
  tooManyAttempts: 'Too many attempts. Please wait before trying again.',
  /** 423 on every console call while enforced two-factor set-up is owed (spec §8 row). */
  twoFactorMustBeEnabled: 'Two-factor authentication must be enabled before you continue.',
  signedOut: 'Signed out.',
} as const;
