import { disableTwoFactorEndpoint, getCurrentUserEndpoint } from '@vigil/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../api/api-client';

const CURRENT_USER_KEY = ['current-user'] as const;

/** Whether two-factor is on, from the session check reply (spec §3 two_factor_enabled). */
export function useTwoFactorStatus() {
  return useQuery({
    queryKey: CURRENT_USER_KEY,
    queryFn: () => apiCall(getCurrentUserEndpoint),
    staleTime: 0,
  });
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiCall(disableTwoFactorEndpoint),
    onSettled: () => queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY }),
  });
}
