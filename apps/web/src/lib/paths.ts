/** Every route of the console (spec §2 route table), in one place. */
export const PATHS = {
  root: '/',
  // Protected, main layout.
  dashboard: '/dashboard',
  streams: '/streams',
  moderation: '/moderation',
  domains: '/domains',
  manageDomain: '/domains/manage',
  analytics: '/analytics',
  reports: '/reports',
  settings: '/settings',
  developers: '/developers',
  eula: '/eula',
  // Public, plain layout.
  login: '/login',
  confirmAccount: '/confirmaccount',
  forgottenPassword: '/forgottenpassword',
  resetPassword: '/resetpassword',
  // Login required, plain layout.
  authSetup: '/auth/setup',
  authRecovery: '/auth/recovery',
  authOtp: '/auth/otp',
  // Named by the spec; open to everybody and exempt from the account-setup redirect.
  accountVerify: '/account/verify',
  accountLink: '/account/link',
  accountLinked: '/account/linked',
} as const;

/** Query parameter of /login holding the full path the user wanted. */
export const REDIRECT_PARAM = 'redirect';

/** Query parameter of /auth/setup set when the server insists on two-factor set-up. */
export const FORCE_PARAM = 'force';

/** Routes that need a signed-in user (spec §2), whatever their layout. */
export const PROTECTED_PATHS: ReadonlySet<string> = new Set([
  PATHS.root,
  PATHS.dashboard,
  PATHS.streams,
  PATHS.moderation,
  PATHS.domains,
  PATHS.manageDomain,
  PATHS.analytics,
  PATHS.reports,
  PATHS.settings,
  PATHS.developers,
  PATHS.eula,
  PATHS.authSetup,
  PATHS.authRecovery,
  PATHS.authOtp,
]);

/** Paths a user who still has to finish account set-up may open (besides any /auth/ path). */
export const ACCOUNT_SETUP_EXEMPT_PATHS: ReadonlySet<string> = new Set([
  PATHS.accountVerify,
  PATHS.accountLink,
  PATHS.accountLinked,
]);

/**
 * Where a sign-in waiting for its second factor may be: 'Enter Passcode' and its 'use a
 * recovery code' alternative (/auth/recovery in challenge mode). Every other path sends the
 * user to /auth/otp (spec §2; docs/decisions/0046-two-factor-screens.md).
 */
export const SECOND_FACTOR_PATHS: ReadonlySet<string> = new Set([
  PATHS.authOtp,
  PATHS.authRecovery,
]);
