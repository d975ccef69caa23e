import { getThresholdWhatIfEndpoint, type TId } from '@vigil/contract';
import { useQuery } from '@tanstack/react-query';
import { endpointQueryOptions } from '../../../api/endpoint-query';

/** The last 30 days do not change while a page is open for a few minutes. */
const WHAT_IF_STALE_MS = 5 * 60_000;

/**
 * One domain scanner's score histograms over the last WHAT_IF_DAYS days (decision 0170), read
 * once its row is opened; the sliders then move over this answer with no call per move
 * (decision 0171). Quiet; a failure is only logged and the sliders say so.
 */
export function useThresholdWhatIf(domainScannerId: TId, enabled: boolean) {
  return useQuery({
    ...endpointQueryOptions(getThresholdWhatIfEndpoint, {
      params: { id: String(domainScannerId) },
      errorHandling: 'log',
    }),
    enabled,
    staleTime: WHAT_IF_STALE_MS,
  });
}
