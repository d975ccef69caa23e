import type { ComponentType } from 'react';
import { PATHS } from '../lib/paths';

/**
 * Every screen's code, loaded when a route first needs it (decision 0172). The sign-in page
 * downloads only the app shell and its own screen; the rest arrives on navigation or by
 * prefetch. `scripts/web-budget.mjs` reads these same module paths from the build manifest to
 * hold each route to its size budget, so a new screen belongs here and in its table.
 */
export const SCREEN_MODULES = {
  console: () => import('./console-gate').then((m) => m.ConsoleGate),
  dashboard: () => import('./dashboard-route').then((m) => m.DashboardRoute),
  streams: () => import('./streams-route').then((m) => m.StreamsRoute),
  moderation: () => import('./moderation-route').then((m) => m.ModerationRoute),
  domains: () => import('../features/domains/domains-page').then((m) => m.DomainsPage),
  manageDomain: () =>
    import('../features/domains/manage-domain-page').then((m) => m.ManageDomainPage),
  analytics: () => import('./analytics-route').then((m) => m.AnalyticsRoute),
  reports: () => import('./reports-route').then((m) => m.ReportsRoute),
  settings: () => import('./settings-route').then((m) => m.SettingsRoute),
  developers: () => import('../features/developers/developers-page').then((m) => m.DevelopersPage),
  eula: () => import('../features/eula/eula-page').then((m) => m.EulaPage),
  login: () => import('../features/auth/sign-in-page').then((m) => m.SignInPage),
  confirmAccount: () =>
    import('../features/auth/confirm-account-page').then((m) => m.ConfirmAccountPage),
  forgottenPassword: () =>
    import('../features/auth/forgotten-password-page').then((m) => m.ForgottenPasswordPage),
  resetPassword: () =>
    import('../features/auth/reset-password-page').then((m) => m.ResetPasswordPage),
  authSetup: () =>
    import('../features/auth/two-factor-setup-page').then((m) => m.TwoFactorSetupPage),
  authRecovery: () => import('./recovery-codes-route').then((m) => m.RecoveryCodesRoute),
  authOtp: () => import('../features/auth/otp-page').then((m) => m.OtpPage),
  accountVerify: () =>
    import('../features/auth/account-verify-page').then((m) => m.AccountVerifyPage),
  accountLink: () => import('../features/auth/account-link-page').then((m) => m.AccountLinkPage),
  accountLinked: () =>
    import('../features/auth/account-linked-page').then((m) => m.AccountLinkedPage),
  notFound: () => import('../features/errors/not-found-page').then((m) => m.NotFoundPage),
} satisfies Record<string, () => Promise<ComponentType>>;

export type ScreenName = keyof typeof SCREEN_MODULES;

/**
 * The console's screens by path, in the spec §2 order: the router builds their routes from it
 * and the navigation prefetches by it.
 */
export const CONSOLE_SCREENS: Readonly<Record<string, ScreenName>> = {
  [PATHS.dashboard]: 'dashboard',
  [PATHS.streams]: 'streams',
  [PATHS.moderation]: 'moderation',
  [PATHS.domains]: 'domains',
  [PATHS.manageDomain]: 'manageDomain',
  [PATHS.analytics]: 'analytics',
  [PATHS.reports]: 'reports',
  [PATHS.settings]: 'settings',
  [PATHS.developers]: 'developers',
  [PATHS.eula]: 'eula',
};
