import {
  getTenantSettingsEndpoint,
  updateTenantSettingsEndpoint,
  type TTenantSettingsUpdate,
} from '@vigil/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../api/api-client';
import { endpointQueryKey, endpointQueryOptions } from '../../../api/endpoint-query';

export function useTenantSettings(enabled: boolean) {
  return useQuery({ ...endpointQueryOptions(getTenantSettingsEndpoint), enabled });
}

export function useUpdateTenantSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TTenantSettingsUpdate) =>
      apiCall(updateTenantSettingsEndpoint, { body, errorHandling: 'none' }),
    // Read back rather than trusted: a date that is due from today makes the server insist on
    // this administrator's own set-up (423), which the catalogue then starts (spec §8).
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: endpointQueryKey(getTenantSettingsEndpoint) }),
  });
}
