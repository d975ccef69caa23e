import { getAuthorHistoryEndpoint } from '@vigil/contract';
import { useQuery } from '@tanstack/react-query';
import { endpointQueryOptions } from '../../../api/endpoint-query';

/**
 * GET /report/author-history while the dialog is open. A failure is only logged: the dialog
 * shows its own error state with a retry, rather than a Problem dialog over it.
 */
export function useAuthorHistory(username: string) {
  return useQuery(
    endpointQueryOptions(getAuthorHistoryEndpoint, {
      query: { username },
      errorHandling: 'log',
    }),
  );
}
