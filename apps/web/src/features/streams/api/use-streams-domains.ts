import { listDomainsEndpoint } from '@vigil/contract';
import { useQuery } from '@tanstack/react-query';
import { endpointQueryOptions } from '../../../api/endpoint-query';

/**
 * Spec §2: Streams first loads the domain list. The key comes from the endpoint, so this is
 * the Domains screens' cache entry too: a domain added or disabled there is what Streams
 * shows, without the features importing each other. A failure is only logged (spec §8).
 */
export function useStreamsDomains() {
  return useQuery(endpointQueryOptions(listDomainsEndpoint, { errorHandling: 'log' }));
}
