import { listDomainsEndpoint } from '@vigil/contract';
import { useQuery } from '@tanstack/react-query';
import { endpointQueryOptions } from '../../../api/endpoint-query';

/**
 * The domain filter's choices: the key comes from the endpoint, so this is the Domains
 * screens' cache entry too, without the features importing each other. A moderator is sent
 * only the domains their groups may moderate. A failure is only logged; the filter then
 * offers 'All'.
 */
export function useReportDomains() {
  return useQuery(endpointQueryOptions(listDomainsEndpoint, { errorHandling: 'log' }));
}
