import {
  decideAppealEndpoint,
  listAppealsEndpoint,
  APPEAL_COUNT_POLL_MS,
  type TDecideAppealRequest,
  type TListAppealsQuery,
  type TListAppealsResponse,
} from '@vigil/contract';
import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import { apiCall } from '../../../api/api-client';
import { endpointQueryKey, endpointQueryOptions } from '../../../api/endpoint-query';

export type AppealFilter = TListAppealsQuery['status'];

/**
 * The Appeals view's list (decision 0185), page by page with the server's cursor. Failures
 * are only logged: the view shows its own error state with a retry.
 */
export function useAppeals(status: AppealFilter) {
  return useInfiniteQuery({
    queryKey: [...endpointQueryKey(listAppealsEndpoint, { query: { status } }), 'pages'],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      apiCall(listAppealsEndpoint, {
        query: { status, ...(pageParam === undefined ? {} : { cursor: pageParam }) },
        errorHandling: 'log',
        signal,
      }),
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    select: (data: InfiniteData<TListAppealsResponse>) => data.pages,
  });
}

/** How many appeals wait for the viewer, for the view switch; refreshed now and then. */
export function useOpenAppealCount(enabled: boolean): number {
  const query = useQuery({
    ...endpointQueryOptions(listAppealsEndpoint, {
      query: { status: 'open', limit: 1 },
      errorHandling: 'log',
      quiet: true,
    }),
    enabled,
    refetchInterval: APPEAL_COUNT_POLL_MS,
  });
  return query.data?.open_count ?? 0;
}

export function useDecideAppeal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TDecideAppealRequest) =>
      apiCall(decideAppealEndpoint, { body, errorHandling: 'log' }),
    onSettled: () => client.invalidateQueries({ queryKey: endpointQueryKey(listAppealsEndpoint) }),
  });
}
