import {
  getDomainModerationGroupsEndpoint,
  listModerationGroupsEndpoint,
  setDomainModerationGroupsEndpoint,
  type TId,
} from '@vigil/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../api/api-client';

/** The same key as Settings › Users, so both screens share one copy of the groups. */
const MODERATION_GROUPS_KEY = ['moderation-groups'] as const;
const domainGroupsKey = (domainId: string) => ['domains', domainId, 'moderation-groups'] as const;

export function useTenantModerationGroups() {
  return useQuery({
    queryKey: MODERATION_GROUPS_KEY,
    queryFn: () => apiCall(listModerationGroupsEndpoint),
  });
}

export function useDomainModerationGroups(domainId: string) {
  return useQuery({
    queryKey: domainGroupsKey(domainId),
    queryFn: () => apiCall(getDomainModerationGroupsEndpoint, { params: { id: domainId } }),
  });
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
        queryClient.invalidateQueries({ queryKey: domainGroupsKey(domainId) }),
        queryClient.invalidateQueries({ queryKey: MODERATION_GROUPS_KEY }),
      ]),
  });
}
