import { getPlanEndpoint } from '@vigil/contract';
import { DashboardPage } from '../features/dashboard/dashboard-page';
import { useAuth } from '../features/auth/auth-store';
import { PATHS } from '../lib/paths';
import { endpointAllows, roleMayOpen } from './roles';

/** The dashboard meets the session here: what the signed-in role may see from it. */
export function DashboardRoute() {
  const { roleId } = useAuth();
  return (
    <DashboardPage
      showPlan={endpointAllows(getPlanEndpoint, roleId)}
      showDomainsLink={roleMayOpen(roleId, PATHS.domains)}
    />
  );
}
