import { getEulaEndpoint } from '@vigil/contract';
import { useQuery } from '@tanstack/react-query';
import { endpointQueryOptions } from '../../api/endpoint-query';

/**
 * The EULA text. A failure only logs (the screen says 'EULA unavailable' in place), but a
 * sign-out or two-factor 423 still applies through the catalogue.
 */
export function useEula() {
  return useQuery({
    ...endpointQueryOptions(getEulaEndpoint, { errorHandling: 'log' }),
    staleTime: 5 * 60_000,
  });
}
