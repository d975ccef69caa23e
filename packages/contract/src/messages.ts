/**
 * Every user-facing text the spec fixes (§5 validation, §8 errors, §2 screens), exactly as
 * written there. Screens and the server import these; nobody retypes them.
 *
 * Texts below the "not fixed by the spec" line are ours: the spec names the rule but not its
 * wording (see docs/decisions/0004-active-minutes-maximum.md and 0012-contract-validation.md).
 */
import {
  ACTIVE_MINUTES_MAX,
  MAX_ANALYTICS_DOMAINS,
  MAX_DATE_RANGE_DAYS,
  THRESHOLD_MAX,
  THRESHOLD_MIN,
  THRESHOLD_STEP,
} from './constants';

export const MESSAGES = {
  required: (label: string): string => `${label} is required`,
  invalidEmail: 'Invalid email address',
  formInvalid: 'Please complete the errors highlighted in red',
  searchEmpty: 'Search cannot be empty',
  weakPassword: 'The chosen password is too weak',
  passwordMismatch: 'The provided passwords do not match',
  settingsPasswordMismatch: 'The new passwords do not match. Please check and try again',
  signInWithoutEmail: 'You must enter your email address',
  invalidOneTimeCode: 'Please enter a valid One-Time Pass Code',
  invalidDomain: 'Invalid domain',
  recoveryCodesNotConfirmed: 'You must confirm your recovery codes are safe first',
  invalidConfirmationLink:
    'The requested confirmation link is invalid. Please try again or contact Technical Support.',
  invalidResetLink:
    'The password reset link is invalid. Please try again or contact Technical Support.',
  missingProfile: 'Your user profile data is missing. Please login again.',
  billingPortalUnavailable: 'The Billing Portal is not currently available',
  eulaUnavailable: 'EULA unavailable',
  comingSoon: 'Coming soon...',
  unexpectedError423: 'Unexpected Error [1]',
  unexpectedErrorOther: 'Unexpected Error [2]',

  // --- Not fixed by the spec: the rule is in §5/§9, the wording is ours. ---
  minutesWholeNumber: (label: string): string => `${label} must be a whole number of minutes`,
  minutesPositive: (label: string): string => `${label} must be greater than zero`,
  activeMinutesTooLarge: `Active minutes cannot be more than ${ACTIVE_MINUTES_MAX}`,
  lockMinutesNotBelowActive: 'Lock minutes must be less than active minutes',
  thresholdOutOfRange: `Thresholds must be between ${THRESHOLD_MIN} and ${THRESHOLD_MAX}`,
  thresholdOffStep: `Thresholds must be a multiple of ${THRESHOLD_STEP}`,
  thresholdsOutOfOrder: 'The moderation threshold cannot be above the unpublish threshold',
  invalidQueryDate: 'Dates must be valid and written as YYYY-MM-DD',
  dateRangeReversed: 'The start date cannot be after the end date',
  dateRangeTooLong: `A date range can cover at most ${MAX_DATE_RANGE_DAYS} days`,
  unknownChart: 'There is no chart with that id',
  invalidDomainIds: 'Domain ids must be separated by commas',
  tooManyDomainIds: `Choose at most ${MAX_ANALYTICS_DOMAINS} domains`,
  twoFactorCodeOrRecoveryCode: 'Enter either a One-Time Pass Code or a recovery code',
  /** Decision 0124: NUL, line breaks (except in multi-line text) and other invisible controls. */
  controlCharacters: (label: string): string => `${label} cannot contain control characters`,
  /** Decision 0124: U+202A–U+202E and U+2066–U+2069, which reorder the text around them. */
  directionControls: (label: string): string =>
    `${label} cannot contain text direction override characters`,
} as const;

/** Spec §2 navigation labels, in the order the main layout shows them. */
export const NAV_LABELS = {
  dashboard: 'Dashboard',
  moderation: 'Moderation',
  streams: 'Streams',
  domains: 'Domains',
  analytics: 'Analytics',
  transparency: 'Transparency',
  transparencyReports: 'Transparency Reports',
  settings: 'Settings',
  developers: 'Developers',
  eula: 'End User License Agreement',
  signOut: 'Sign Out',
  lightMode: 'Light Mode',
  darkMode: 'Dark Mode',
} as const;

/** Spec §2 login-related screen titles. */
export const SCREEN_TITLES = {
  signIn: 'Sign In',
  createAccount: 'Create Account',
  confirmAccount: 'Confirm Account',
  forgottenPassword: 'Forgotten Password',
  resetPassword: 'Reset Password',
  scanQrCode: 'Scan QR Code',
  recoveryCodes: 'Recovery Codes',
  enterPasscode: 'Enter Passcode',
  useRecoveryCode: 'Use a Recovery Code',
  domains: 'Domains',
  notFound: 'Page not found',
} as const;

/** Spec §8 dialog and notification texts: the Problem dialog, OK close button, confirm/cancel. */
export const DIALOG_TEXTS = {
  problemTitle: 'Problem',
  ok: 'OK',
  confirm: 'Confirm',
  cancel: 'Cancel',
} as const;
