import {
  getEngineSettingsEndpoint,
  updateEngineSettingsEndpoint,
  type TUpdateEngineSettingsRequest,
} from '@vigil/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../api/api-client';
import { endpointQueryKey, endpointQueryOptions } from '../../../api/endpoint-query';

/** The tenant's external engine; `data` is null until one has been saved. */
export function useEngineSettings() {
  return useQuery(endpointQueryOptions(getEngineSettingsEndpoint));
}

export function useUpdateEngineSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdateEngineSettingsRequest) =>
      apiCall(updateEngineSettingsEndpoint, { body, errorHandling: 'none' }),
    // The answer is the stored settings (the key only as has_api_key): the form starts again
    // from them.
    onSuccess: (reply) =>
      queryClient.setQueryData(endpointQueryKey(getEngineSettingsEndpoint), { data: reply.data }),
  });
}
