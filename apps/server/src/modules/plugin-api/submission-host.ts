import { domainToASCII } from 'node:url';

const HOST_AND_PORT = /^([^:]+)(?::(\d{1,5}))?$/;

/**
 * The host a submission names, as stored: punycode, lower-case, without a trailing dot, with
 * its port if one was given. Undefined unless it is the key's domain or a subdomain of it, so
 * a key can only ever file content under its own domain.
 */
export function submissionHost(domain: string, keyDomainName: string): string | undefined {
  const parts = HOST_AND_PORT.exec(domain.trim());
  if (!parts) return undefined;
  const [, host = '', port] = parts;
  const ascii = domainToASCII(host.replace(/\.$/, '')).toLowerCase();
  if (ascii === '') return undefined;
  if (ascii !== keyDomainName && !ascii.endsWith(`.${keyDomainName}`)) return undefined;
  return port === undefined ? ascii : `${ascii}:${port}`;
}
