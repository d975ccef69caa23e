import { useDeferredValue } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuth } from '../features/auth/auth-store';
import { LoadingScreen } from './loading-screen';
import { decideNavigation } from './navigation-guard';

/** The root route: every navigation passes the spec §2 guard before a screen renders. */
export function GuardedOutlet() {
  const auth = useAuth();
  const location = useLocation();
  const decision = decideNavigation(auth, location);
  // The session check answers through a store, which React renders at once and in one piece:
  // the whole console's first render would be one long task. Deferred, the loading screen
  // stays a moment longer and the screen behind it renders in slices (decision 0210). Only the
  // first decision waits; later ones (a sign-out's redirect) apply at once.
  const settled = useDeferredValue(decision.type !== 'wait');
  if (decision.type === 'wait' || !settled) return <LoadingScreen />;
  if (decision.type === 'redirect') return <Navigate to={decision.to} replace />;
  return <Outlet />;
}
