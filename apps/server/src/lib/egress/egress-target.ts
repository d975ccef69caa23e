/**
 * Where an outbound request may connect (decision 0120): the URL's host resolved, every
 * address it resolves to checked against the egress policy, and one checked address chosen
 * for the socket, so a DNS answer that changes between the check and the connection
 * (rebinding) is never used.
 */
import dns from 'node:dns';
import type net from 'node:net';
import type { AddressRange } from './classify-address';
import { checkAddress, type EgressPolicy } from './egress-policy';

export interface EgressAddress {
  address: string;
  family: 4 | 6;
}

/** The network outside: DNS, and where a checked address is reached. */
export interface EgressNetwork {
  /** Every address of a host name. */
  resolve(hostname: string): Promise<EgressAddress[]>;
  /**
   * Where the socket goes for a checked address; the real network connects to it. A test's
   * fake internet maps a made-up public address to its local server here.
   */
  route?(checked: EgressAddress): EgressAddress;
}

export interface EgressGuard {
  policy: EgressPolicy;
  /** Tests only; the real DNS and network otherwise. */
  network?: EgressNetwork;
}

/** The host, or one of its addresses, is not one the policy lets requests reach. */
export class EgressRefusedError extends Error {
  readonly code = 'EGRESS_REFUSED';
  constructor(
    readonly host: string,
    readonly range: AddressRange | 'not an address',
  ) {
    super(`the address of ${host} is not allowed (${range})`);
    this.name = 'EgressRefusedError';
  }
}

const systemNetwork: EgressNetwork = {
  resolve: (hostname) =>
    new Promise((resolve, reject) => {
      dns.lookup(hostname, { all: true, verbatim: true }, (error, addresses) => {
        if (error) reject(error);
        else
          resolve(
            addresses.map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 })),
          );
      });
    }),
};

/** The URL's host as an address or a name: `[::1]` → `::1`. */
export function urlHost(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1');
}

/**
 * The address to connect to for `url`, or EgressRefusedError. A literal address is checked
 * as the URL normalised it (`[::ffff:7f00:1]` is 127.0.0.1); a name is refused when any of
 * its addresses is not allowed, since a name mixing public and internal answers is a trick.
 */
export async function resolveEgressTarget(url: URL, guard: EgressGuard): Promise<EgressAddress> {
  const host = urlHost(url);
  const network = guard.network ?? systemNetwork;
  const literal = checkAddress(guard.policy, host);
  if (literal.allowed) return { address: host, family: host.includes(':') ? 6 : 4 };
  if (literal.range !== 'not an address') throw new EgressRefusedError(host, literal.range);
  const addresses = await network.resolve(host);
  const [first] = addresses;
  if (!first) throw Object.assign(new Error(`no address for ${host}`), { code: 'ENOTFOUND' });
  for (const { address } of addresses) {
    const verdict = checkAddress(guard.policy, address);
    if (!verdict.allowed) throw new EgressRefusedError(host, verdict.range);
  }
  return network.route?.(first) ?? first;
}

/**
 * A `lookup` for node's http/https that answers the checked address and nothing else, in
 * either shape node asks for (one address, or `all` for happy-eyeballs connects).
 */
export function pinnedLookup(target: EgressAddress): net.LookupFunction {
  return (_hostname, options, callback) => {
    if ((options as { all?: boolean }).all) {
      (callback as unknown as (error: null, all: dns.LookupAddress[]) => void)(null, [target]);
      return;
    }
    callback(null, target.address, target.family);
  };
}
