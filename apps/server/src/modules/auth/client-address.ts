import { isIPv6 } from 'node:net';

/**
 * The part of a client address that guess limits count (decision 0121). An IPv4 address is
 * counted whole. An IPv6 address is counted by its /64: one subscriber is usually given a
 * whole /64, so counting single addresses would let them take a fresh address for every
 * guess. An IPv4-mapped IPv6 address (`::ffff:192.0.2.1`, a dual-stack socket) is the IPv4
 * address it carries.
 */
export function guessAddressKey(ip: string): string {
  // A zone index (`fe80::1%eth0`) names the local interface, not the client.
  const address = ip.split('%')[0] ?? ip;
  if (!isIPv6(address)) return address;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped?.[1] !== undefined) return mapped[1];
  return `${firstFourGroups(address).join(':')}::/64`;
}

/** The first 64 bits of a valid IPv6 address as four groups without leading zeros. */
function firstFourGroups(address: string): string[] {
  const [head = '', tail] = address.split('::');
  const groupsOf = (part: string | undefined) => (part ? part.split(':') : []);
  // A dotted IPv4 tail fills two groups.
  const width = (groups: string[]) =>
    groups.reduce((sum, group) => sum + (group.includes('.') ? 2 : 1), 0);
  const before = groupsOf(head);
  const after = groupsOf(tail);
  const gap = tail === undefined ? 0 : 8 - width(before) - width(after);
  const groups = [...before, ...Array<string>(gap).fill('0'), ...after];
  return groups.slice(0, 4).map((group) => parseInt(group, 16).toString(16));
}
