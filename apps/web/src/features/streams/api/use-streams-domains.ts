import { listDomainsEndpoint } from '@vigil/contract';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../api/api-client';

/**
 * The same key as the Domains screens' list on purpose: one cache entry per call, so a domain
 * added or disabled there is what Streams shows, without the features importing each other.
 */
export const STREAMS_DOMAINS_KEY = ['domains'] as const;

/** Spec §2: Streams first loads the domain list. A failure is only logged (spec §8). */
export function useStreamsDomains() {
  return useQuery({
    queryKey: STREAMS_DOMAINS_KEY,
    queryFn: () => apiCall(listDomainsEndpoint, { errorHandling: 'log' }),
  });
}
