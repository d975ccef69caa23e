import type { ComponentType } from 'react';
import {
  createBrowserRouter,
  Navigate,
  type NonIndexRouteObject,
  type RouteObject,
} from 'react-router';
import { PATHS } from '../lib/paths';
import { GuardedOutlet } from './guarded-outlet';
import { PlainLayout } from './layouts/plain-layout';
import { LoadingScreen } from './loading-screen';
import { RoleGate } from './role-gate';
import { CONSOLE_SCREENS, SCREEN_MODULES, type ScreenName } from './screen-modules';
import { ScreenLoadError } from './screen-load-error';

/** A route whose screen is fetched the first time it is matched. */
function screen(path: string | undefined, name: ScreenName): NonIndexRouteObject {
  return { path, lazy: async () => ({ Component: await loadScreen(name) }) };
}

function loadScreen(name: ScreenName): Promise<ComponentType> {
  return SCREEN_MODULES[name]();
}

/** A console route behind the role matrix of decision 0050 (ROUTE_ROLES). */
function gated(path: string, name: ScreenName): RouteObject {
  return {
    path,
    lazy: async () => {
      const Screen = await loadScreen(name);
      return {
        element: (
          <RoleGate path={path}>
            <Screen />
          </RoleGate>
        ),
      };
    },
  };
}

/** Spec §2 route table. Which routes need a login is decided by the guard (PROTECTED_PATHS). */
export const routes: RouteObject[] = [
  {
    element: <GuardedOutlet />,
    // Shown while the first screen's code loads; later navigations keep the current screen.
    hydrateFallbackElement: <LoadingScreen />,
    errorElement: <ScreenLoadError />,
    children: [
      {
        // The console proper, after the EULA gate (spec §4).
        ...screen(undefined, 'console'),
        children: [
          { path: PATHS.root, element: <Navigate to={PATHS.dashboard} replace /> },
          ...Object.entries(CONSOLE_SCREENS).map(([path, name]) => gated(path, name)),
        ],
      },
      {
        element: <PlainLayout />,
        children: [
          screen(PATHS.login, 'login'),
          screen(PATHS.confirmAccount, 'confirmAccount'),
          screen(PATHS.forgottenPassword, 'forgottenPassword'),
          screen(PATHS.resetPassword, 'resetPassword'),
          screen(PATHS.authSetup, 'authSetup'),
          screen(PATHS.authRecovery, 'authRecovery'),
          screen(PATHS.authOtp, 'authOtp'),
          screen(PATHS.accountVerify, 'accountVerify'),
          screen(PATHS.accountLink, 'accountLink'),
          screen(PATHS.accountLinked, 'accountLinked'),
          screen('*', 'notFound'),
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
