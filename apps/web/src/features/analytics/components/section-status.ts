import type { UseQueryResult } from '@tanstack/react-query';
import type { SectionStatus } from './section-card';

/** A section's status from its query: skeleton before the first answer, then empty or drawn. */
export function sectionStatus<T>(
  query: Pick<UseQueryResult<T>, 'data' | 'isError'>,
  isEmpty: (data: T) => boolean,
): SectionStatus {
  if (query.data === undefined) return query.isError ? 'error' : 'loading';
  return isEmpty(query.data) ? 'empty' : 'ready';
}
