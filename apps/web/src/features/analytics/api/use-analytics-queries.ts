/**
 * The four Analytics reads (decision 0170), each keyed by its endpoint and filters (decision
 * 0131). Quiet calls whose failures are only logged: each section shows its own error with a
 * retry. A new filter keeps the previous figures on screen until its answer.
 */
import {
  getAnalyticsAutomationEndpoint,
  getAnalyticsDecisionsEndpoint,
  getAnalyticsScoresEndpoint,
  getAnalyticsTeamEndpoint,
  type AnalyticsBreakdown,
  type AnalyticsGranularity,
  type AnalyticsOutcome,
} from '@vigil/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpointQueryOptions } from '../../../api/endpoint-query';
import type { AnalyticsCallQuery } from '../filters/use-analytics-filters';

export function useAnalyticsDecisions(
  query: AnalyticsCallQuery,
  granularity: AnalyticsGranularity,
  by: AnalyticsBreakdown,
  outcome: AnalyticsOutcome | null,
) {
  return useQuery({
    ...endpointQueryOptions(getAnalyticsDecisionsEndpoint, {
      query: {
        ...query,
        granularity,
        by,
        outcome: by === 'outcome' ? undefined : (outcome ?? undefined),
      },
      errorHandling: 'log',
    }),
    placeholderData: keepPreviousData,
  });
}

export function useAnalyticsScores(query: AnalyticsCallQuery) {
  return useQuery({
    ...endpointQueryOptions(getAnalyticsScoresEndpoint, { query, errorHandling: 'log' }),
    placeholderData: keepPreviousData,
  });
}

export function useAnalyticsAutomation(query: AnalyticsCallQuery) {
  return useQuery({
    ...endpointQueryOptions(getAnalyticsAutomationEndpoint, { query, errorHandling: 'log' }),
    placeholderData: keepPreviousData,
  });
}

export function useAnalyticsTeam(query: AnalyticsCallQuery, granularity: AnalyticsGranularity) {
  return useQuery({
    ...endpointQueryOptions(getAnalyticsTeamEndpoint, {
      query: { ...query, granularity },
      errorHandling: 'log',
    }),
    placeholderData: keepPreviousData,
  });
}
