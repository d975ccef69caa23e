import { endOtherSessionsEndpoint, listUserSessionsEndpoint } from '@vigil/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../api/api-client';

const USER_SESSIONS_KEY = ['user-sessions'] as const;

export function useUserSessions(enabled: boolean) {
  return useQuery({
    queryKey: USER_SESSIONS_KEY,
    queryFn: () => apiCall(listUserSessionsEndpoint),
    enabled,
  });
}

/** "Sign out everywhere else"; the list is read back afterwards. */
export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiCall(endOtherSessionsEndpoint),
    onSettled: () => queryClient.invalidateQueries({ queryKey: USER_SESSIONS_KEY }),
  });
}
