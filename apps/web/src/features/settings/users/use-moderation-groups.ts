import {
  createModerationGroupEndpoint,
  deleteModerationGroupEndpoint,
  listModerationGroupsEndpoint,
  listUsersEndpoint,
  updateModerationGroupEndpoint,
  type TId,
  type TModerationGroupFields,
} from '@vigil/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../api/api-client';
import { endpointQueryKey, endpointQueryOptions } from '../../../api/endpoint-query';

export function useModerationGroups(enabled: boolean) {
  return useQuery({ ...endpointQueryOptions(listModerationGroupsEndpoint), enabled });
}

function useInvalidateMembership() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: endpointQueryKey(listModerationGroupsEndpoint) }),
      queryClient.invalidateQueries({ queryKey: endpointQueryKey(listUsersEndpoint) }),
    ]);
}

export function useSaveModerationGroup() {
  const invalidate = useInvalidateMembership();
  return useMutation({
    mutationFn: ({ id, body }: { id: TId | null; body: TModerationGroupFields }) =>
      id === null
        ? apiCall(createModerationGroupEndpoint, { body, errorHandling: 'none' })
        : apiCall(updateModerationGroupEndpoint, {
            params: { id: String(id) },
            body,
            errorHandling: 'none',
          }),
    onSuccess: invalidate,
  });
}

export function useDeleteModerationGroup() {
  const invalidate = useInvalidateMembership();
  return useMutation({
    mutationFn: (id: TId) => apiCall(deleteModerationGroupEndpoint, { params: { id: String(id) } }),
    onSettled: invalidate,
  });
}
