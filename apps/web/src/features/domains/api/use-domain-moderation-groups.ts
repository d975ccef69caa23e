import {
  getDomainModerationGroupsEndpoint,
  listModerationGroupsEndpoint,
  setDomainModerationGroupsEndpoint,
  type TId,
} from '@vigil/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../api/api-client';
import { endpointQueryKey, endpointQueryOptions } from '../../../api/endpoint-query';

/** The key comes from the endpoint, so Settings › Users shares this one copy of the groups. */
export function useTenantModerationGroups() {
  return useQuery(endpointQueryOptions(listModerationGroupsEndpoint));
}

export function useDomainModerationGroups(domainId: string) {
  return useQuery(
    endpointQueryOptions(getDomainModerationGroupsEndpoint, { params: { id: domainId } }),
  );
}

/** Replaces the domain's groups; the groups' own domain_ids change with it. */
export function useSaveDomainModerationGroups(domainId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (groupIds: TId[]) =>
      apiCall(setDomainModerationGroupsEndpoint, {
        params: { id: domainId },
        body: { group_ids: groupIds },
      }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({
          queryKey: endpointQueryKey(getDomainModerationGroupsEndpoint, {
            params: { id: domainId },
          }),
        }),
        queryClient.invalidateQueries({
          queryKey: endpointQueryKey(listModerationGroupsEndpoint),
        }),
      ]),
  });
}
