import { getPlanEndpoint } from '@vigil/contract';
import { useQuery } from '@tanstack/react-query';
import { endpointQueryOptions } from '../../api/endpoint-query';

/** The tenant's plan (name and monthly credits); quiet, and only logged when it fails. */
export function usePlan(enabled: boolean) {
  return useQuery({
    ...endpointQueryOptions(getPlanEndpoint, { quiet: true, errorHandling: 'log' }),
    enabled,
    staleTime: 5 * 60_000,
  });
}
