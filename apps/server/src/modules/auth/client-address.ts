import ipaddr from 'ipaddr.js';

/**
 * The part of a client address that guess limits count (decision 0121). An IPv4 address is
 * counted whole. An IPv6 address is counted by its /64: one subscriber is usually given a
 * whole /64, so counting single addresses would let them take a fresh address for every
 * guess. An IPv4-mapped IPv6 address (`::ffff:192.0.2.1`, a dual-stack socket) is the IPv4
 * address it carries. Parsed by the same library as the egress policy's addresses (0120).
 */
export function guessAddressKey(ip: string): string {
  // A zone index (`fe80::1%eth0`) names the local interface, not the client.
  const address = ip.split('%')[0] ?? ip;
  if (!ipaddr.IPv6.isValid(address)) return address;
  const parsed = ipaddr.IPv6.parse(address);
  if (parsed.isIPv4MappedAddress()) return parsed.toIPv4Address().toString();
  return `${parsed.parts
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}
