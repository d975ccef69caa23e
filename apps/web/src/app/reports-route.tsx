import { generateTransparencyReportEndpoint } from '@vigil/contract';
import { ReportsPage } from '../features/reports/reports-page';
import { useAuth } from '../features/auth/auth-store';
import { endpointAllows } from './roles';

/** The reports screen meets the session here: only some roles may generate the month so far. */
export function ReportsRoute() {
  const { roleId } = useAuth();
  return <ReportsPage canGenerate={endpointAllows(generateTransparencyReportEndpoint, roleId)} />;
}
