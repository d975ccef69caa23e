export type QueryValue = string | number | boolean | null | undefined;

/**
 * `?a=1&b=x` from a flat object. Undefined and null values are left out, so callers can
 * pass optional filters as they are (spec §7: status and domain omitted when 'all' becomes
 * undefined at the call site). Returns '' when nothing remains.
 */
export function buildQueryString(query: object | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      for (const item of value) {
        if (item !== undefined && item !== null) search.append(key, String(item));
      }
      continue;
    }
    search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
