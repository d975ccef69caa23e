import { toStoredDomainName } from '../../lib/domain-name';

const HOST_AND_PORT = /^([^:]+)(?::(\d{1,5}))?$/;
const MAX_PORT = 65535;

export type SubmissionHost =
  | { ok: true; host: string }
  /** `invalid`: not a host name at all; `elsewhere`: a host outside the key's domain. */
  | { ok: false; reason: 'invalid' | 'elsewhere' };

/**
 * The host a submission names, as stored: punycode, lower-case, without a trailing dot, with
 * its port if one was given. The host must be a domain name by the same rule as the domains
 * an administrator adds (lib/domain-name.ts; one trailing dot, the absolute form of the same
 * name, is dropped first, decision 0081), and the key's domain or a subdomain of it, so a key
 * can only ever file content under its own domain.
 */
export function submissionHost(domain: string, keyDomainName: string): SubmissionHost {
  const parts = HOST_AND_PORT.exec(domain.trim());
  if (!parts) return { ok: false, reason: 'invalid' };
  const [, host = '', port] = parts;
  const ascii = toStoredDomainName(host.endsWith('.') ? host.slice(0, -1) : host);
  if (ascii === undefined) return { ok: false, reason: 'invalid' };
  if (port !== undefined && (Number(port) < 1 || Number(port) > MAX_PORT)) {
    return { ok: false, reason: 'invalid' };
  }
  if (ascii !== keyDomainName && !ascii.endsWith(`.${keyDomainName}`)) {
    return { ok: false, reason: 'elsewhere' };
  }
  return { ok: true, host: port === undefined ? ascii : `${ascii}:${Number(port)}` };
}
