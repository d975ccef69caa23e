/**
 * The secret of an `otpauth://totp/…?secret=…` URL, grouped in fours as authenticator apps
 * show it (easier to type by hand). Null when the URL carries none.
 */
export function setupKeyFromUrl(url: string): string | null {
  let secret: string | null;
  try {
    secret = new URL(url).searchParams.get('secret');
  } catch {
    return null;
  }
  if (!secret) return null;
  return secret
    .replace(/\s+/g, '')
    .toUpperCase()
    .replace(/(.{4})(?=.)/g, '$1 ');
}
