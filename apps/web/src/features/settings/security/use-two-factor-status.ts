import {
  disableTwoFactorEndpoint,
  getCurrentUserEndpoint,
  regenerateRecoveryCodesEndpoint,
  type TRegenerateRecoveryCodesRequest,
} from '@vigil/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../api/api-client';
import { endpointQueryKey, endpointQueryOptions } from '../../../api/endpoint-query';

/** Whether two-factor is on, from the session check reply (spec §3 two_factor_enabled). */
export function useTwoFactorStatus() {
  return useQuery({
    ...endpointQueryOptions(getCurrentUserEndpoint),
    staleTime: 0,
  });
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiCall(disableTwoFactorEndpoint),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: endpointQueryKey(getCurrentUserEndpoint) }),
  });
}

/**
 * New recovery codes for a current passcode. Failures come back to the dialog: a wrong code
 * belongs on its field, anything else goes through the catalogue from there. The codes are
 * never put in the query cache: they live only as long as the dialog shows them.
 */
export function useRegenerateRecoveryCodes() {
  return useMutation({
    mutationFn: (body: TRegenerateRecoveryCodesRequest) =>
      apiCall(regenerateRecoveryCodesEndpoint, { body, errorHandling: 'none' }),
  });
}
