import {
  listModerationCategoriesEndpoint,
  sortCategoriesByName,
  type TModerationCategory,
} from '@vigil/contract';
import { useQuery } from '@tanstack/react-query';
import { endpointQueryOptions } from '../../../api/endpoint-query';

/**
 * Spec §2: the global moderation categories are loaded once, "if none are loaded": a cached
 * list is never fetched again in the session (staleTime Infinity). One call answers every
 * scanner; each scanner item narrows it by scanner id. Failures are only logged (spec §8).
 */
export function useModerationCategories() {
  return useQuery({
    ...endpointQueryOptions(listModerationCategoriesEndpoint, { errorHandling: 'log' }),
    staleTime: Infinity,
    select: (reply): TModerationCategory[] => sortCategoriesByName(reply.data),
  });
}
