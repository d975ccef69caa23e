import { getDomainStreamEndpoint, type TId } from '@vigil/contract';
import { useQuery } from '@tanstack/react-query';
import { endpointQueryKey, endpointQueryOptions } from '../../../api/endpoint-query';

/**
 * The stream's key comes from the endpoint, so the domain management page's read of the same
 * call is the same cache entry: a scanner installed there or a threshold saved here is one
 * entry for both screens.
 */
export function domainStreamKey(domainId: TId) {
  return endpointQueryKey(getDomainStreamEndpoint, { params: { id: String(domainId) } });
}

/** One domain's stream (spec §7: quiet). A failure is only logged (spec §8); the card offers a retry. */
export function useDomainStream(domainId: TId) {
  return useQuery(
    endpointQueryOptions(getDomainStreamEndpoint, {
      params: { id: String(domainId) },
      errorHandling: 'log',
    }),
  );
}
