/**
 * The check made when a tenant saves a URL the server will call later (a callback URL, an
 * engine URL; decision 0120): a host that is an address, or `localhost` (RFC 6761), is judged
 * by the egress policy at once, so the mistake shows where it is made. Names are judged when
 * the request is made (egress-target.ts), since what they resolve to can change.
 */
import type { AddressVerdict, EgressPolicy } from './egress-policy';
import { checkAddress } from './egress-policy';
import { urlHost } from './egress-target';

export function checkUrlHost(policy: EgressPolicy, url: string): AddressVerdict {
  let host: string;
  try {
    host = urlHost(new URL(url)).toLowerCase().replace(/\.$/, '');
  } catch {
    return { allowed: true };
  }
  if (host === 'localhost' || host.endsWith('.localhost')) {
    return policy.loopback ? { allowed: true } : { allowed: false, range: 'loopback' };
  }
  const verdict = checkAddress(policy, host);
  return !verdict.allowed && verdict.range === 'not an address' ? { allowed: true } : verdict;
}
