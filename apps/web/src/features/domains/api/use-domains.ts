import {
  createDomainEndpoint,
  deleteDomainEndpoint,
  listDomainsEndpoint,
  updateDomainEndpoint,
  type TDomain,
  type TDomainForm,
  type TId,
} from '@vigil/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../api/api-client';

export const DOMAINS_KEY = ['domains'] as const;

export function useDomains() {
  return useQuery({ queryKey: DOMAINS_KEY, queryFn: () => apiCall(listDomainsEndpoint) });
}

function useInvalidateDomains() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: DOMAINS_KEY });
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
