import type { ReactNode } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { AccountLinkPage } from '../features/auth/account-link-page';
import { AccountLinkedPage } from '../features/auth/account-linked-page';
import { AccountVerifyPage } from '../features/auth/account-verify-page';
import { ConfirmAccountPage } from '../features/auth/confirm-account-page';
import { ForgottenPasswordPage } from '../features/auth/forgotten-password-page';
import { OtpPage } from '../features/auth/otp-page';
import { RecoveryCodesPage } from '../features/auth/recovery-codes-page';
import { ResetPasswordPage } from '../features/auth/reset-password-page';
import { SignInPage } from '../features/auth/sign-in-page';
import { TwoFactorSetupPage } from '../features/auth/two-factor-setup-page';
import { DevelopersPage } from '../features/developers/developers-page';
import { DomainsPage } from '../features/domains/domains-page';
import { ManageDomainPage } from '../features/domains/manage-domain-page';
import { EulaPage } from '../features/eula/eula-page';
import { NotFoundPage } from '../features/errors/not-found-page';
import { ModerationPage } from '../features/moderation/moderation-page';
import { AnalyticsRoute } from './analytics-route';
import { ReportsRoute } from './reports-route';
import { ConsoleGate } from './console-gate';
import { DashboardRoute } from './dashboard-route';
import { GuardedOutlet } from './guarded-outlet';
import { PlainLayout } from './layouts/plain-layout';
import { PATHS } from '../lib/paths';
import { RoleGate } from './role-gate';
import { SettingsRoute } from './settings-route';
import { StreamsRoute } from './streams-route';

/** A console route behind the role matrix of decision 0050 (ROUTE_ROLES). */
function gated(path: string, element: ReactNode): RouteObject {
  return { path, element: <RoleGate path={path}>{element}</RoleGate> };
}

/** Spec §2 route table. Which routes need a login is decided by the guard (PROTECTED_PATHS). */
export const routes: RouteObject[] = [
  {
    element: <GuardedOutlet />,
    children: [
      {
        // The console proper, after the EULA gate (spec §4).
        element: <ConsoleGate />,
        children: [
          { path: PATHS.root, element: <Navigate to={PATHS.dashboard} replace /> },
          gated(PATHS.dashboard, <DashboardRoute />),
          gated(PATHS.streams, <StreamsRoute />),
          gated(PATHS.moderation, <ModerationPage />),
          gated(PATHS.domains, <DomainsPage />),
          gated(PATHS.manageDomain, <ManageDomainPage />),
          gated(PATHS.analytics, <AnalyticsRoute />),
          gated(PATHS.reports, <ReportsRoute />),
          gated(PATHS.settings, <SettingsRoute />),
          gated(PATHS.developers, <DevelopersPage />),
          gated(PATHS.eula, <EulaPage />),
        ],
      },
      {
        element: <PlainLayout />,
        children: [
          { path: PATHS.login, element: <SignInPage /> },
          { path: PATHS.confirmAccount, element: <ConfirmAccountPage /> },
          { path: PATHS.forgottenPassword, element: <ForgottenPasswordPage /> },
          { path: PATHS.resetPassword, element: <ResetPasswordPage /> },
          { path: PATHS.authSetup, element: <TwoFactorSetupPage /> },
          { path: PATHS.authRecovery, element: <RecoveryCodesPage /> },
          { path: PATHS.authOtp, element: <OtpPage /> },
          { path: PATHS.accountVerify, element: <AccountVerifyPage /> },
          { path: PATHS.accountLink, element: <AccountLinkPage /> },
          { path: PATHS.accountLinked, element: <AccountLinkedPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
