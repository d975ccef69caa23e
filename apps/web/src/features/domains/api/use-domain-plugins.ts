import { listDomainPluginsEndpoint } from '@vigil/contract';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../api/api-client';

export function useDomainPlugins(domainId: string) {
  return useQuery({
    queryKey: ['domains', domainId, 'plugins'],
    queryFn: () => apiCall(listDomainPluginsEndpoint, { params: { id: domainId } }),
  });
}
