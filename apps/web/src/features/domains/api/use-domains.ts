import {
  createDomainEndpoint,
  deleteDomainEndpoint,
  getDomainKeyEndpoint,
  getDomainModerationGroupsEndpoint,
  getDomainStreamEndpoint,
  listDomainPluginsEndpoint,
  listDomainRulesEndpoint,
  listDomainsEndpoint,
  updateDomainEndpoint,
  type TDomain,
  type TDomainForm,
  type TId,
} from '@vigil/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../api/api-client';
import { endpointQueryKey, endpointQueryOptions } from '../../../api/endpoint-query';

export function useDomains() {
  return useQuery(endpointQueryOptions(listDomainsEndpoint));
}

/**
 * The list and what every domain's pages read (its stream, key, plugins, rules and groups):
 * a domain added, changed or deleted re-reads them all, whichever domain they belong to.
 */
const DOMAIN_READS = [
  listDomainsEndpoint,
  getDomainStreamEndpoint,
  getDomainKeyEndpoint,
  listDomainPluginsEndpoint,
  listDomainRulesEndpoint,
  getDomainModerationGroupsEndpoint,
] as const;

function useInvalidateDomains() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      DOMAIN_READS.map((endpoint) =>
        queryClient.invalidateQueries({ queryKey: endpointQueryKey(endpoint) }),
      ),
    );
}

/**
 * Add (enabled) or edit (name, description, and the domain's current enabled state, which
 * the dialog does not change). The dialog handles its own failures: a taken name is a 422
 * on `name`, shown on the field.
 */
export function useSaveDomain() {
  const invalidate = useInvalidateDomains();
  return useMutation({
    mutationFn: ({ domain, form }: { domain: TDomain | null; form: TDomainForm }) =>
      domain === null
        ? apiCall(createDomainEndpoint, { body: { ...form, enabled: true }, errorHandling: 'none' })
        : apiCall(updateDomainEndpoint, {
            params: { id: String(domain.id) },
            body: { ...form, enabled: domain.enabled },
            errorHandling: 'none',
          }),
    onSuccess: invalidate,
  });
}

/** The card menu's Enable/Disable: PUT with enabled only (spec §7). */
export function useSetDomainEnabled() {
  const invalidate = useInvalidateDomains();
  return useMutation({
    mutationFn: ({ id, enabled }: { id: TId; enabled: boolean }) =>
      apiCall(updateDomainEndpoint, { params: { id: String(id) }, body: { enabled } }),
    onSettled: invalidate,
  });
}

export function useDeleteDomain() {
  const invalidate = useInvalidateDomains();
  return useMutation({
    mutationFn: (id: TId) => apiCall(deleteDomainEndpoint, { params: { id: String(id) } }),
    onSettled: invalidate,
  });
}
