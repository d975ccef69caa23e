import {
  createDomainKeyEndpoint,
  getDomainKeyEndpoint,
  regenerateDomainKeyEndpoint,
} from '@vigil/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../api/api-client';
import { endpointQueryKey, endpointQueryOptions } from '../../../api/endpoint-query';

/** The key's access part and age; the secret never comes back after it was made. */
export function useDomainKey(domainId: string) {
  return useQuery(endpointQueryOptions(getDomainKeyEndpoint, { params: { id: domainId } }));
}

/**
 * POST creates the first key, PUT regenerates. The answer holds the secret: the caller keeps
 * it in component state only, so it is gone once the page is left (spec §4).
 */
export function useIssueDomainKey(domainId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mode: 'create' | 'regenerate') =>
      apiCall(mode === 'create' ? createDomainKeyEndpoint : regenerateDomainKeyEndpoint, {
        params: { id: domainId },
      }),
    onSettled: () =>
      queryClient.invalidateQueries({
        queryKey: endpointQueryKey(getDomainKeyEndpoint, { params: { id: domainId } }),
      }),
  });
}
