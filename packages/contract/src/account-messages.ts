/**
 * Texts of the account and sign-in rules that the spec leaves open (issue: accounts and
 * sign-in). Server replies and console screens both use them.
 */
import { OIDC_MESSAGES } from './auth/oidc-messages';

export const ACCOUNT_MESSAGES = {
  /** Same text for an unknown email and a wrong password: it must not reveal which. */
  failedLogin: 'These credentials do not match our records.',
  emailNotConfirmed:
    'Please confirm your email address first: open the link in the email we sent you.',
  tooManyAttempts: 'Too many attempts. Please wait before trying again.',
  /** 423 on every console call while enforced two-factor set-up is owed (spec §8 row). */
  twoFactorMustBeEnabled: 'Two-factor authentication must be enabled before you continue.',
  signedOut: 'Signed out.',
  // --- Create account, confirmation, password reset and change, EULA (docs/decisions/0030–0034). ---
  /**
   * The same answer whether or not the address has an account (docs/decisions/0122): the
   * email says which — a confirmation link, or a reminder to sign in.
   */
  accountCreated:
    'Thank you. Please check your email: we have sent you a link to confirm your address. If this address already has an account, the email tells you how to sign in instead.',
  accountConfirmed: 'Your account is confirmed. You can now sign in.',
  /** The same answer whether or not the address has an account. */
  passwordResetRequested:
    'If an account uses this email address, we have sent it a link to reset the password. The link works once, within 60 minutes.',
  passwordResetDone: 'Your password has been reset. You can now sign in with it.',
  passwordUpdated: 'Your password has been changed.',
  currentPasswordIncorrect: 'The current password is not correct.',
  eulaAccepted: 'Thank you for accepting the End User License Agreement.',
  // --- Two-factor and tenant settings (docs/decisions/0035–0039). ---
  signedIn: 'Signed in.',
  twoFactorSetupStarted:
    'Scan the QR code with your authenticator app, then enter the 6-digit code it shows.',
  twoFactorAlreadyEnabled: 'Two-factor authentication is already enabled.',
  twoFactorNoSetupInProgress:
    'There is no two-factor set-up in progress. Enable two-factor authentication first.',
  twoFactorConfirmed: 'Two-factor authentication is now enabled.',
  twoFactorDisabled: 'Two-factor authentication has been turned off.',
  /** 403 on DELETE /user/two-factor-authentication once the tenant's enforcement date is due. */
  twoFactorRequiredByTenant:
    'Your organisation requires two-factor authentication, so it cannot be turned off.',
  recoveryCodesNoLongerShown:
    'Recovery codes are shown only right after they are created. Create new ones in Settings › Security.',
  /** 409 on POST /user/two-factor-recovery-codes: there is nothing to replace. */
  recoveryCodesNeedTwoFactor:
    'Two-factor authentication is not enabled, so there are no recovery codes to replace.',
  noSecondFactorOwed: 'This sign-in is not waiting for a second factor.',
  tenantSettingsSaved: 'Settings saved.',
  tenantSettingsAdministratorsOnly: 'Only administrators can change these settings.',
  // --- Sessions and account contacts (docs/decisions/0055, 0056). ---
  otherSessionsEnded: 'You have been signed out everywhere else.',
  accountContactsSaved: 'Account contacts saved.',
  /** Google and Office 365 sign-in texts live in auth/oidc-messages.ts. */
  oidc: OIDC_MESSAGES,
} as const;
