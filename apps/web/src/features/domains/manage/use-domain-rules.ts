import {
  createDomainRuleEndpoint,
  deleteDomainRuleEndpoint,
  listDomainRulesEndpoint,
  type TCreateDomainRuleRequest,
  type TId,
} from '@vigil/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../api/api-client';
import { endpointQueryKey, endpointQueryOptions } from '../../../api/endpoint-query';

const rulesKey = (domainId: string) =>
  endpointQueryKey(listDomainRulesEndpoint, { params: { id: domainId } });

/** The domain's block and trust rules (the Rules tab). */
export function useDomainRules(domainId: string) {
  return useQuery(endpointQueryOptions(listDomainRulesEndpoint, { params: { id: domainId } }));
}

/** Failures are the form's: a 422 goes under its fields, anything else to the catalogue. */
export function useCreateDomainRule(domainId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateDomainRuleRequest) =>
      apiCall(createDomainRuleEndpoint, {
        params: { id: domainId },
        body,
        errorHandling: 'none',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rulesKey(domainId) }),
  });
}

export function useDeleteDomainRule(domainId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ruleId: TId) =>
      apiCall(deleteDomainRuleEndpoint, { params: { id: domainId, ruleId: String(ruleId) } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: rulesKey(domainId) }),
  });
}
