import { endOtherSessionsEndpoint, listUserSessionsEndpoint } from '@vigil/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../api/api-client';
import { endpointQueryKey, endpointQueryOptions } from '../../../api/endpoint-query';

export function useUserSessions(enabled: boolean) {
  return useQuery({ ...endpointQueryOptions(listUserSessionsEndpoint), enabled });
}

/** "Sign out everywhere else"; the list is read back afterwards. */
export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiCall(endOtherSessionsEndpoint),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: endpointQueryKey(listUserSessionsEndpoint) }),
  });
}
