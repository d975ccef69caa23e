import { DashboardPage } from '../features/dashboard/dashboard-page';
import { useAuth } from '../features/auth/auth-store';
import { PATHS } from '../lib/paths';
import { roleMayOpen } from './roles';

/**
 * The dashboard meets the session here. Every role reads the same stats (plan and credits
 * included, decision 0145); only the way to Domains depends on the role.
 */
export function DashboardRoute() {
  const { roleId } = useAuth();
  return <DashboardPage showDomainsLink={roleMayOpen(roleId, PATHS.domains)} />;
}
