import { getDomainScanBacklogEndpoint, SCAN_BACKLOG_POLL_INTERVAL_MS } from '@vigil/contract';
import { useQuery } from '@tanstack/react-query';
import { endpointQueryOptions } from '../../../api/endpoint-query';

/** What the scanners have yet to decide on the domain, read again while the tab is open. */
export function useDomainScanBacklog(domainId: string) {
  return useQuery({
    ...endpointQueryOptions(getDomainScanBacklogEndpoint, { params: { id: domainId } }),
    refetchInterval: SCAN_BACKLOG_POLL_INTERVAL_MS,
  });
}
