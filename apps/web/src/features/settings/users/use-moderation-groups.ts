import {
  createModerationGroupEndpoint,
  deleteModerationGroupEndpoint,
  listModerationGroupsEndpoint,
  updateModerationGroupEndpoint,
  type TId,
  type TModerationGroupFields,
} from '@vigil/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../api/api-client';

export const MODERATION_GROUPS_KEY = ['moderation-groups'] as const;
const USERS_KEY = ['users'] as const;

export function useModerationGroups(enabled: boolean) {
  return useQuery({
    queryKey: MODERATION_GROUPS_KEY,
    queryFn: () => apiCall(listModerationGroupsEndpoint),
    enabled,
  });
}

function useInvalidateMembership() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: MODERATION_GROUPS_KEY }),
      queryClient.invalidateQueries({ queryKey: USERS_KEY }),
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
