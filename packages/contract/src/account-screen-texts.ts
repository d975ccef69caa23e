/**
 * Texts of the console's account screens that the spec leaves open (decisions 0030–0049: create account,
 * confirmation, password reset, two-factor, recovery codes, EULA, Settings › Security). The
 * spec's own texts stay in MESSAGES and SCREEN_TITLES; server replies in ACCOUNT_MESSAGES.
 * Kept apart from ACCOUNT_MESSAGES because only the console shows these
 * (docs/decisions/0045-web-account-screens.md).
 */

/** Field labels: the contract's '{label} is required' texts use the same words. */
export const ACCOUNT_FIELD_LABELS = {
  name: 'Name',
  organisationName: 'Organisation name',
  email: 'Email',
  password: 'Password',
  passwordConfirmation: 'Password confirmation',
  newPassword: 'New password',
  activationCode: 'Activation code',
  passcode: 'Passcode',
  recoveryCode: 'Recovery code',
  enforcementDate: 'Enforcement date',
} as const;

/** zxcvbn's scores 0–4, as the strength meter names them. */
export const PASSWORD_STRENGTH_LABELS = [
  'Very weak',
  'Weak',
  'Fair',
  'Strong',
  'Very strong',
] as const;

export const ACCOUNT_SCREEN_TEXTS = {
  // Sign in and create account.
  signInSubtitle: 'Welcome back. Sign in to your Vigil console.',
  newToVigil: 'New to Vigil?',
  haveAccount: 'Already have an account?',
  createAccountSubtitle: 'Your organisation and its first administrator.',
  createAccountSubmit: 'Create Account',
  checkEmailTitle: 'Check your email',
  /** Reads right whether or not the address had an account (docs/decisions/0122). */
  checkEmailBody: (email: string): string =>
    `We have emailed ${email}. Open the link in that email to confirm your account, then sign in. If the address already has an account, the email tells you how to sign in instead.`,
  passwordStrength: 'Password strength',
  passwordHint: 'Use a long phrase that has nothing to do with your name or organisation.',
  // Confirm account.
  confirmingAccount: 'Confirming your account…',
  choosePasswordIntro: 'You were invited to Vigil. Choose a password to finish your account.',
  confirmAccountSubmit: 'Confirm Account',
  // Forgotten and reset password.
  forgottenPasswordIntro: 'Enter the email address of your account and we will send you a link.',
  sendResetLink: 'Send Reset Link',
  resetPasswordIntro: (email: string): string => `Choose a new password for ${email}.`,
  resetPasswordSubmit: 'Reset Password',
  backToSignIn: 'Back to Sign In',
  // Two-factor set-up.
  setupSubtitle: 'Protect your account with an authenticator app.',
  setupForcedTitle: 'Two-factor authentication is required',
  setupForcedBody:
    'Your organisation requires two-factor authentication. Set it up now to continue to the console.',
  setupStep1:
    'Scan this QR code with an authenticator app such as Google Authenticator, Microsoft Authenticator or 1Password.',
  setupStep2: 'Enter the 6-digit activation code the app shows.',
  qrCodeAlt: 'QR code for your authenticator app',
  cannotScan: 'Cannot scan it? Enter this key in the app instead:',
  setupKeyLabel: 'Set-up key',
  copy: 'Copy',
  copied: 'Copied',
  copySetupKey: 'Copy set-up key',
  activate: 'Activate',
  setupLoading: 'Preparing your authenticator set-up…',
  setupUnavailable: 'Two-factor set-up could not be started. Please try again.',
  tryAgain: 'Try again',
  backToSettings: 'Back to Settings',
  // Recovery codes.
  recoveryCodesSubtitle:
    'Each code signs you in once if you lose your authenticator app. Keep them somewhere safe, such as a password manager.',
  recoveryCodesListLabel: 'Your recovery codes',
  copyCodes: 'Copy codes',
  downloadCodes: 'Download codes',
  recoveryCodesFileName: 'vigil-recovery-codes.txt',
  recoveryCodesFileHeading: 'Vigil recovery codes. Each code can be used once.',
  recoveryCodesSafe: 'I have saved my recovery codes somewhere safe',
  continue: 'Continue',
  recoveryCodesLoading: 'Loading your recovery codes…',
  // Second factor at sign-in.
  passcodeSubtitle: 'Enter the 6-digit passcode from your authenticator app.',
  verify: 'Verify',
  useRecoveryCodeLink: 'Use a recovery code',
  recoveryChallengeSubtitle:
    'Enter one of the recovery codes you saved when you set up two-factor authentication. Each code works once.',
  useAuthenticatorLink: 'Use your authenticator app instead',
  // EULA.
  eulaGateSubtitle: 'Please read and accept the agreement to continue to the console.',
  eulaDescription: 'The terms under which your organisation uses Vigil.',
  accept: 'Accept',
  decline: 'Decline',
  declineTitle: 'Decline the agreement?',
  declineBody:
    'You cannot use the console without accepting the agreement. Declining signs you out.',
  declineConfirm: 'Decline and sign out',
  eulaAcceptedOn: (date: string): string => `You accepted this agreement on ${date}.`,
  // Settings › Security.
  securityTab: 'Security',
  twoFactorTitle: 'Two-factor authentication',
  twoFactorOnBody: 'On. Signing in asks for a passcode from your authenticator app.',
  twoFactorOffBody:
    'Off. Add a second step to signing in with a passcode from an authenticator app.',
  twoFactorOn: 'On',
  twoFactorOff: 'Off',
  enableTwoFactor: 'Enable two-factor authentication',
  disableTwoFactor: 'Disable two-factor authentication',
  disableTitle: 'Turn off two-factor authentication?',
  disableBody: 'Signing in will then need only your password. Your recovery codes stop working.',
  disableConfirm: 'Turn off',
  newRecoveryCodes: 'New recovery codes',
  newRecoveryCodesIntro:
    'Enter the 6-digit passcode from your authenticator app. New codes replace all your current recovery codes.',
  createRecoveryCodes: 'Create new codes',
  newRecoveryCodesWarning:
    'Your previous recovery codes no longer work. Save these new codes now: this dialog shows them only once.',
  cancel: 'Cancel',
  done: 'Done',
  enforcementCountdown: (days: number): string =>
    `Your organisation enforces two-factor authentication in ${days} ${days === 1 ? 'day' : 'days'}.`,
  enforcementTitle: 'Enforcement for your organisation',
  enforcementBody:
    'From this date everyone in your organisation must use two-factor authentication. Leave it empty to keep it optional.',
  enforcementNone: 'Two-factor authentication is optional for your organisation.',
  saveEnforcement: 'Save enforcement date',
  clearEnforcement: 'Clear',
} as const;
