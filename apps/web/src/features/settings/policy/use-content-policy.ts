import {
  getContentPolicyEndpoint,
  updateContentPolicyEndpoint,
  type TUpdateContentPolicyRequest,
} from '@vigil/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../api/api-client';
import { endpointQueryKey, endpointQueryOptions } from '../../../api/endpoint-query';

export function useContentPolicy() {
  return useQuery(endpointQueryOptions(getContentPolicyEndpoint));
}

export function useUpdateContentPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdateContentPolicyRequest) =>
      apiCall(updateContentPolicyEndpoint, { body, errorHandling: 'none' }),
    onSuccess: (reply) =>
      queryClient.setQueryData(endpointQueryKey(getContentPolicyEndpoint), { data: reply.data }),
  });
}
