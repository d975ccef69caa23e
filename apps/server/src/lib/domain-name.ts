import { domainToASCII, domainToUnicode } from 'node:url';

/** RFC 1035 limits on the ASCII (punycode) form. */
const MAX_NAME_LENGTH = 253;
const LABEL_PATTERN = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
/** A top-level label of digits only is an IP address, not a host name. */
const NUMERIC_LABEL = /^[0-9]+$/;

/**
 * The stored spelling of a domain name: punycode, lower-case (docs/decisions/0070-domains.md).
 * Undefined for anything that is not a host name with at least one dot: empty labels
 * (`.a.org`, `a..org`, `a.org.`), invalid code points, over-long labels, underscores, leading
 * or trailing hyphens, IP addresses. The one rule for a domain an administrator adds and for
 * the host a plugin files content under (decision 0124); it needs node:url's IDN conversion,
 * so it lives on the server, after the contract's browser-safe shape check.
 */
export function toStoredDomainName(name: string): string | undefined {
  const ascii = domainToASCII(name.trim());
  if (ascii === '' || ascii.length > MAX_NAME_LENGTH) return undefined;
  const labels = ascii.split('.');
  if (labels.length < 2 || !labels.every((label) => LABEL_PATTERN.test(label))) return undefined;
  if (NUMERIC_LABEL.test(labels[labels.length - 1] ?? '')) return undefined;
  return ascii;
}

/** How a stored name is shown: Unicode, so an IDN reads as its owner typed it. */
export function toShownDomainName(stored: string): string {
  return domainToUnicode(stored) || stored;
}
