import { listDomainPluginsEndpoint, removeDomainPluginEndpoint, type TId } from '@vigil/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../api/api-client';
import { endpointQueryKey, endpointQueryOptions } from '../../../api/endpoint-query';

export function useDomainPlugins(domainId: string) {
  return useQuery(endpointQueryOptions(listDomainPluginsEndpoint, { params: { id: domainId } }));
}

/** Removes a connected plugin; the list is read again whatever the answer (it may be gone). */
export function useRemoveDomainPlugin(domainId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pluginId: TId) =>
      apiCall(removeDomainPluginEndpoint, {
        params: { id: domainId, pluginId: String(pluginId) },
      }),
    onSettled: () =>
      queryClient.invalidateQueries({
        queryKey: endpointQueryKey(listDomainPluginsEndpoint, { params: { id: domainId } }),
      }),
  });
}
