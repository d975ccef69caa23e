/**
 * What a plugin request and a callback sign: HMAC-SHA256 with the domain's secret key over
 * `timestamp + "\n" + METHOD + "\n" + path with query + "\n" + raw body`, sent as lower-case
 * hex in X-Vigil-Signature. The HMAC itself is computed by the caller (node:crypto on the
 * server and in the SDK); this module only builds the exact text, so both sides agree.
 */
export function pluginSigningString(
  timestamp: string | number,
  method: string,
  pathWithQuery: string,
  rawBody: string,
): string {
  return `${String(timestamp)}\n${method.toUpperCase()}\n${pathWithQuery}\n${rawBody}`;
}

/** Unix seconds, as plugins send them. */
export function unixSeconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}
