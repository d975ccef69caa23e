import type { TId } from '@vigil/contract';
import { PATHS } from '../../lib/paths';

/** The chosen domain is in the address, so the manage page survives a reload (decisions 0070–0077). */
export const DOMAIN_ID_PARAM = 'id';

export function manageDomainHref(id: TId): string {
  return `${PATHS.manageDomain}?${new URLSearchParams({ [DOMAIN_ID_PARAM]: String(id) })}`;
}
