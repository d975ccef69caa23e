import {
  createDomainRuleEndpoint,
  getAuthorHistoryEndpoint,
  listDomainRulesEndpoint,
  type AuthorRuleKind,
} from '@vigil/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../api/api-client';
import { endpointQueryKey } from '../../../api/endpoint-query';

export interface AuthorRuleInput {
  domainId: string;
  kind: AuthorRuleKind;
  username: string;
}

/**
 * Adds a trust or review rule for an author through the Rules tab's own call (decision 0181),
 * then reads the history and that domain's rules again. A refusal (a duplicate, a full list)
 * is reported by the error catalogue like any other.
 */
export function useAddAuthorRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ domainId, kind, username }: AuthorRuleInput) =>
      apiCall(createDomainRuleEndpoint, {
        params: { id: domainId },
        body: { kind, pattern: username },
      }),
    onSuccess: (_reply, { domainId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: endpointQueryKey(getAuthorHistoryEndpoint) }),
        queryClient.invalidateQueries({
          queryKey: endpointQueryKey(listDomainRulesEndpoint, { params: { id: domainId } }),
        }),
      ]),
  });
}
