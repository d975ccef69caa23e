import type { TDomain } from '@vigil/contract';
import { domainToUnicode } from './domain-display';

/**
 * The list's search: case-insensitive, on the name as shown (Unicode) and as stored
 * (punycode), and on the description. A blank term matches everything.
 */
export function matchesSearch(domain: TDomain, term: string): boolean {
  const needle = term.trim().toLocaleLowerCase();
  if (needle === '') return true;
  return [domainToUnicode(domain.name), domain.name, domain.description].some((text) =>
    text.toLocaleLowerCase().includes(needle),
  );
}
