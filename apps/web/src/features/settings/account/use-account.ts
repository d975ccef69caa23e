import {
  getAccountContactsEndpoint,
  updateAccountContactsEndpoint,
  updatePasswordEndpoint,
  type TAccountContactsFields,
  type TUpdatePasswordRequest,
} from '@vigil/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../api/api-client';
import { endpointQueryKey, endpointQueryOptions } from '../../../api/endpoint-query';

export function useAccountContacts(enabled: boolean) {
  return useQuery({ ...endpointQueryOptions(getAccountContactsEndpoint), enabled });
}

export function useUpdateAccountContacts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TAccountContactsFields) =>
      apiCall(updateAccountContactsEndpoint, { body, errorHandling: 'none' }),
    onSuccess: (reply) =>
      queryClient.setQueryData(endpointQueryKey(getAccountContactsEndpoint), reply.data),
  });
}

export function useUpdatePassword() {
  return useMutation({
    mutationFn: (body: TUpdatePasswordRequest) =>
      apiCall(updatePasswordEndpoint, { body, errorHandling: 'none' }),
  });
}
