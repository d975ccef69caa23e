/**
 * Time-based one-time passwords (RFC 6238): SHA-1, 6 digits, 30-second steps, accepting the
 * step before and after the current one so a phone clock a little off still works.
 */
import { Secret, TOTP } from 'otpauth';

export const TOTP_ISSUER = 'Vigil';
const PERIOD_SECONDS = 30;
const DIGITS = 6;
/** Steps either side of now that are still accepted. */
const WINDOW_STEPS = 1;

/** A new random secret (160 bits, RFC 4226's recommended length), base32 as apps expect. */
export function generateTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totpFor(secretBase32: string, email: string): TOTP {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label: email,
    algorithm: 'SHA1',
    digits: DIGITS,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** The `otpauth://totp/…` URL an authenticator app reads from the QR code. */
export function totpUrl(secretBase32: string, email: string): string {
  return totpFor(secretBase32, email).toString();
}

/**
 * The time step the code belongs to, or undefined when it matches none within the window.
 * The caller refuses steps at or before the last accepted one, so a code works once.
 */
export function matchTotpStep(secretBase32: string, code: string, now: Date): number | undefined {
  const totp = totpFor(secretBase32, '');
  const timestamp = now.getTime();
  const delta = totp.validate({ token: code, timestamp, window: WINDOW_STEPS });
  if (delta === null) return undefined;
  return totp.counter({ timestamp }) + delta;
}
