import { listDomainsEndpoint } from '@vigil/contract';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../api/api-client';

/**
 * The domain filter's choices. The same key as the Domains screens' list on purpose: one cache
 * entry per call, without the features importing each other. A moderator is sent only the
 * domains their groups may moderate. A failure is only logged; the filter then offers 'All'.
 */
export const REPORT_DOMAINS_KEY = ['domains'] as const;

export function useReportDomains() {
  return useQuery({
    queryKey: REPORT_DOMAINS_KEY,
    queryFn: () => apiCall(listDomainsEndpoint, { errorHandling: 'log' }),
  });
}
