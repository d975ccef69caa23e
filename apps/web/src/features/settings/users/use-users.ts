import {
  createUserEndpoint,
  deleteUserEndpoint,
  listModerationGroupsEndpoint,
  listUsersEndpoint,
  resendInvitationEndpoint,
  resetUserTwoFactorEndpoint,
  updateUserEndpoint,
  type TId,
  type TUserFields,
} from '@vigil/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../api/api-client';
import { endpointQueryKey, endpointQueryOptions } from '../../../api/endpoint-query';

export function useUsers(enabled = true) {
  return useQuery({ ...endpointQueryOptions(listUsersEndpoint), enabled });
}

/** Users and groups name each other (group_ids, member_ids): a change re-reads both. */
function useInvalidateMembership() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: endpointQueryKey(listUsersEndpoint) }),
      queryClient.invalidateQueries({ queryKey: endpointQueryKey(listModerationGroupsEndpoint) }),
    ]);
}

/** Forms handle their own failures (fields or catalogue), hence errorHandling 'none'. */
export function useSaveUser() {
  const invalidate = useInvalidateMembership();
  return useMutation({
    mutationFn: ({ id, body }: { id: TId | null; body: TUserFields }) =>
      id === null
        ? apiCall(createUserEndpoint, { body, errorHandling: 'none' })
        : apiCall(updateUserEndpoint, { params: { id: String(id) }, body, errorHandling: 'none' }),
    onSuccess: invalidate,
  });
}

/** The catalogue shows a refusal (the last administrator) in the Problem dialog. */
export function useDeleteUser() {
  const invalidate = useInvalidateMembership();
  return useMutation({
    mutationFn: (id: TId) => apiCall(deleteUserEndpoint, { params: { id: String(id) } }),
    onSettled: invalidate,
  });
}

/** A new invitation email; refusals (accepted already, too many) go to the Problem dialog. */
export function useResendInvitation() {
  return useMutation({
    mutationFn: (id: TId) => apiCall(resendInvitationEndpoint, { params: { id: String(id) } }),
  });
}

/** Turns another user's two-factor off; the list is re-read so their row says Off. */
export function useResetUserTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: TId) => apiCall(resetUserTwoFactorEndpoint, { params: { id: String(id) } }),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: endpointQueryKey(listUsersEndpoint) }),
  });
}
