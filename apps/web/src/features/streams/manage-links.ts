import type { TId } from '@vigil/contract';
import { PATHS } from '../../lib/paths';

/**
 * The domain management page's address (decisions 0070–0077: `?id=` and `&tab=`). Written here rather
 * than imported, because features do not import each other.
 */
export function manageDomainHref(domainId: TId, tab?: 'scanners'): string {
  const query = new URLSearchParams({ id: String(domainId) });
  if (tab) query.set('tab', tab);
  return `${PATHS.manageDomain}?${query}`;
}
