import { getDomainStreamEndpoint, type TId } from '@vigil/contract';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../api/api-client';

/**
 * The key the domain management page uses for the same call, so a scanner installed there or
 * a threshold saved here is one cache entry for both screens.
 */
export function domainStreamKey(domainId: TId) {
  return ['domains', String(domainId), 'stream'] as const;
}

/** One domain's stream (spec §7: quiet). A failure is only logged (spec §8); the card offers a retry. */
export function useDomainStream(domainId: TId) {
  return useQuery({
    queryKey: domainStreamKey(domainId),
    queryFn: () =>
      apiCall(getDomainStreamEndpoint, {
        params: { id: String(domainId) },
        errorHandling: 'log',
      }),
  });
}
