import {
  getChartEndpoint,
  readChartPoints,
  type ChartId,
  type TChartData,
  type TDateRangeQuery,
} from '@vigil/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpointQueryOptions } from '../../../api/endpoint-query';

/**
 * One chart of a range: quiet, failures only logged (spec §7, §8). The range is part of the
 * key, so a new time span asks again; charts are not polled. Points are read with the
 * chart's own schema (the call may answer any chart's shape).
 */
export function useChart<Id extends ChartId>(chartId: Id, range: TDateRangeQuery) {
  return useQuery({
    ...endpointQueryOptions(getChartEndpoint, {
      params: { chartId },
      query: range,
      quiet: true,
      errorHandling: 'log',
    }),
    placeholderData: keepPreviousData,
    select: (response): TChartData<Id> => readChartPoints(chartId, response.data),
  });
}
