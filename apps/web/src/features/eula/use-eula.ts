import { getEulaEndpoint } from '@vigil/contract';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../api/api-client';

/**
 * The EULA text. A failure only logs (the screen says 'EULA unavailable' in place), but a
 * sign-out or two-factor 423 still applies through the catalogue.
 */
export function useEula() {
  return useQuery({
    queryKey: ['eula'],
    queryFn: () => apiCall(getEulaEndpoint, { errorHandling: 'log' }),
    staleTime: 5 * 60_000,
  });
}
