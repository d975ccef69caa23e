/**
 * Texts of Google and Office 365 sign-in shown to people (decisions 0030–0049). Kept beside the other
 * OpenID Connect contract files; ACCOUNT_MESSAGES.oidc points here.
 */
export const OIDC_MESSAGES = {
  /** What each oidc_error code means to the user (see OIDC_ERROR_MESSAGES). */
  errors: {
    no_account:
      'No Vigil account uses the email address of that account. Sign in with your email and password, then link it from Link Account.',
    email_not_verified:
      'That account has not confirmed its email address, so it cannot open a Vigil account. Please sign in with your email and password.',
    account_not_confirmed:
      'Please confirm your email address first: open the link in the email we sent you.',
    identity_taken: 'That account is already linked to another Vigil user.',
    not_signed_in: 'Please sign in to Vigil first, then link your account.',
    expired: 'The sign-in took too long or was started in another window. Please try again.',
    cancelled: 'The sign-in was cancelled.',
    provider_error: 'The sign-in could not be completed. Please try again.',
    unavailable:
      'This sign-in is not available right now. Please try again later, or use your email and password.',
  },
  errorTitle: 'Sign-in did not finish',
  orDivider: 'or',
  signInWith: (provider: string) => `Sign in with ${provider}`,
  linkWith: (provider: string) => `Link ${provider}`,
  linkTitle: 'Link Account',
  linkIntro:
    'Connect your Google or Office 365 account to Vigil, so you can sign in with it next time.',
  linkNoneConfigured: 'Google and Office 365 sign-in are not set up on this server.',
  linkSignInFirst: 'Sign in to Vigil first, then come back here to link an account.',
  linkedTitle: 'Account Linked',
  linkedHeading: 'Your accounts are connected',
  linked: (provider: string) =>
    `Your ${provider} account is now linked. Next time you can sign in with it.`,
  linkedFallback: 'Your account is now linked. Next time you can sign in with it.',
  backToConsole: 'Back to the console',
  finishingSignIn: 'Finishing sign-in…',
} as const;
