import { getBillingPortalEndpoint, getPlanEndpoint } from '@vigil/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../api/api-client';
import { endpointQueryOptions } from '../../../api/endpoint-query';

export function usePlan(enabled: boolean) {
  return useQuery({ ...endpointQueryOptions(getPlanEndpoint), enabled });
}

/** A fresh portal link per click (Stripe's sessions are short-lived); failures are ours. */
export function useBillingPortal() {
  return useMutation({
    mutationFn: () => apiCall(getBillingPortalEndpoint, { errorHandling: 'none' }),
  });
}
