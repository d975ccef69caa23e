import { getStatsEndpoint, type TDateRangeQuery } from '@vigil/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpointQueryOptions } from '../../../api/endpoint-query';
import { statsPollInterval } from './stats-poll-interval';

/**
 * The stats of a range: quiet, failures only logged (spec §7, §8). Polled while credits are
 * metered; a poll refreshes the numbers in place (no skeleton, no progress bar). A new range
 * keeps the previous numbers until its own answer, so the cards do not blink.
 *
 * Polling ends with the screen: at sign-out the guard leaves the dashboard, the query loses
 * its last observer and its timer stops; the console also drops every cached answer then
 * (src/app/query-cache-reset.tsx).
 */
export function useStats(range: TDateRangeQuery) {
  return useQuery({
    ...endpointQueryOptions(getStatsEndpoint, {
      query: range,
      quiet: true,
      errorHandling: 'log',
    }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => statsPollInterval(query.state.data?.data),
  });
}
