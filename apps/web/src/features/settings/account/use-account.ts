import {
  getAccountContactsEndpoint,
  updateAccountContactsEndpoint,
  updatePasswordEndpoint,
  type TAccountContactsFields,
  type TUpdatePasswordRequest,
} from '@vigil/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../api/api-client';

const CONTACTS_KEY = ['account-contacts'] as const;

export function useAccountContacts(enabled: boolean) {
  return useQuery({
    queryKey: CONTACTS_KEY,
    queryFn: () => apiCall(getAccountContactsEndpoint),
    enabled,
  });
}

export function useUpdateAccountContacts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TAccountContactsFields) =>
      apiCall(updateAccountContactsEndpoint, { body, errorHandling: 'none' }),
    onSuccess: (reply) => queryClient.setQueryData(CONTACTS_KEY, reply.data),
  });
}

export function useUpdatePassword() {
  return useMutation({
    mutationFn: (body: TUpdatePasswordRequest) =>
      apiCall(updatePasswordEndpoint, { body, errorHandling: 'none' }),
  });
}
