import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuth } from '../features/auth/auth-store';
import { LoadingScreen } from './loading-screen';
import { decideNavigation } from './navigation-guard';

/** The root route: every navigation passes the spec §2 guard before a screen renders. */
export function GuardedOutlet() {
  const auth = useAuth();
  const location = useLocation();
  const decision = decideNavigation(auth, location);
  if (decision.type === 'wait') return <LoadingScreen />;
  if (decision.type === 'redirect') return <Navigate to={decision.to} replace />;
  return <Outlet />;
}
