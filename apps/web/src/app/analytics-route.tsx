import { listDomainsEndpoint, listScannerCatalogueEndpoint } from '@vigil/contract';
import { useAuth } from '../features/auth/auth-store';
import { AnalyticsPage } from '../features/analytics/analytics-page';
import { endpointAllows } from './roles';

/** Analytics meets the session here: viewers cannot list domains or read the catalogue. */
export function AnalyticsRoute() {
  const { roleId } = useAuth();
  return (
    <AnalyticsPage
      domainsOffered={endpointAllows(listDomainsEndpoint, roleId)}
      catalogueOffered={endpointAllows(listScannerCatalogueEndpoint, roleId)}
    />
  );
}
