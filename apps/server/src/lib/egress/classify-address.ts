/**
 * Which kind of network an IP address reaches (decision 0120). IPv6 forms that carry an IPv4
 * address — mapped, compatible, SIIT, NAT64, 6to4, Teredo — are classified as the IPv4
 * address they reach, so `[::ffff:7f00:1]` is loopback like 127.0.0.1.
 */
import net from 'node:net';
import ipaddr from 'ipaddr.js';

export const ADDRESS_RANGES = [
  'public',
  'loopback',
  /** 10/8, 172.16/12, 192.168/16, IPv6 unique-local fc00::/7 and site-local fec0::/10. */
  'private',
  /** 100.64/10, shared by a provider's customers. */
  'carrier-grade-nat',
  /**
   * 169.254/16 and fe80::/10, where cloud metadata services answer, and the metadata services
   * that sit elsewhere (AWS's fd00:ec2::254, Alibaba's 100.100.100.200).
   */
  'link-local',
  'unspecified',
  'multicast',
  /** Broadcast, "this network", documentation, benchmarking and other special ranges. */
  'reserved',
] as const;
export type AddressRange = (typeof ADDRESS_RANGES)[number];

export interface ClassifiedAddress {
  range: AddressRange;
  /** The address in its plain form, or the IPv4 address an IPv6 form carries. */
  reaches: string;
}

type Cidr = [ipaddr.IPv4 | ipaddr.IPv6, number];
const cidr = (text: string): Cidr => ipaddr.parseCIDR(text);

// First match wins, so a metadata address precedes the wider range it sits in.
const IPV4_RANGES: ReadonlyArray<[Cidr, AddressRange]> = [
  [cidr('100.100.100.200/32'), 'link-local'],
  [cidr('0.0.0.0/32'), 'unspecified'],
  [cidr('0.0.0.0/8'), 'reserved'],
  [cidr('10.0.0.0/8'), 'private'],
  [cidr('100.64.0.0/10'), 'carrier-grade-nat'],
  [cidr('127.0.0.0/8'), 'loopback'],
  [cidr('169.254.0.0/16'), 'link-local'],
  [cidr('172.16.0.0/12'), 'private'],
  [cidr('192.0.0.0/24'), 'reserved'],
  [cidr('192.0.2.0/24'), 'reserved'],
  [cidr('192.88.99.0/24'), 'reserved'],
  [cidr('192.168.0.0/16'), 'private'],
  [cidr('198.18.0.0/15'), 'reserved'],
  [cidr('198.51.100.0/24'), 'reserved'],
  [cidr('203.0.113.0/24'), 'reserved'],
  [cidr('224.0.0.0/4'), 'multicast'],
  [cidr('240.0.0.0/4'), 'reserved'],
];

// Checked after the forms carrying IPv4; anything outside global unicast 2000::/3 that is
// not listed here is reserved.
const IPV6_RANGES: ReadonlyArray<[Cidr, AddressRange]> = [
  [cidr('::/128'), 'unspecified'],
  [cidr('::1/128'), 'loopback'],
  [cidr('fd00:ec2::254/128'), 'link-local'],
  [cidr('fe80::/10'), 'link-local'],
  [cidr('fec0::/10'), 'private'],
  [cidr('fc00::/7'), 'private'],
  [cidr('ff00::/8'), 'multicast'],
  [cidr('2001:db8::/32'), 'reserved'],
  [cidr('2001:2::/48'), 'reserved'],
  [cidr('2001:10::/28'), 'reserved'],
  [cidr('2001:20::/28'), 'reserved'],
  [cidr('3fff::/20'), 'reserved'],
  [cidr('5f00::/16'), 'reserved'],
];
const GLOBAL_UNICAST = cidr('2000::/3');

function classifyIPv4(address: ipaddr.IPv4): ClassifiedAddress {
  const reaches = address.toString();
  if (reaches === '255.255.255.255') return { range: 'reserved', reaches };
  const found = IPV4_RANGES.find(([range]) => address.match(range));
  return { range: found?.[1] ?? 'public', reaches };
}

function ipv4From(high: number, low: number): ipaddr.IPv4 {
  return new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
}

/** The IPv4 address an IPv6 form carries, and whether its translator is a local one. */
function embeddedIPv4(address: ipaddr.IPv6): { ipv4: ipaddr.IPv4; local: boolean } | undefined {
  const [p0 = 0, p1 = 0, p2 = 0, p3 = 0, p4 = 0, p5 = 0, p6 = 0, p7 = 0] = address.parts;
  const last = ipv4From(p6, p7);
  const zeroTo = (end: number) => address.parts.slice(0, end).every((part) => part === 0);
  // ::ffff:a.b.c.d (mapped) and ::ffff:0:a.b.c.d (SIIT, RFC 6145).
  if (zeroTo(5) && p5 === 0xffff) return { ipv4: last, local: false };
  if (zeroTo(4) && p4 === 0xffff && p5 === 0) return { ipv4: last, local: false };
  // ::a.b.c.d (IPv4-compatible, deprecated); :: and ::1 are themselves.
  if (zeroTo(6) && (p6 !== 0 || p7 > 1)) return { ipv4: last, local: false };
  // NAT64 well-known prefix 64:ff9b::/96 (RFC 6052).
  if (p0 === 0x64 && p1 === 0xff9b && p2 === 0 && p3 === 0 && p4 === 0 && p5 === 0) {
    return { ipv4: last, local: false };
  }
  // Local-use NAT64 64:ff9b:1::/48 (RFC 8215): the operator picks the prefix length, so the
  // common /96 form is read, and the translator itself is inside the operator's network.
  if (p0 === 0x64 && p1 === 0xff9b && p2 === 1) return { ipv4: last, local: true };
  // 6to4 2002:AABB:CCDD::/48 reaches AA.BB.CC.DD.
  if (p0 === 0x2002) return { ipv4: ipv4From(p1, p2), local: false };
  // Teredo 2001:0::/32: the client's address, its bits inverted, is the last 32 bits.
  if (p0 === 0x2001 && p1 === 0) return { ipv4: ipv4From(p6 ^ 0xffff, p7 ^ 0xffff), local: false };
  return undefined;
}

function classifyIPv6(address: ipaddr.IPv6): ClassifiedAddress {
  const embedded = embeddedIPv4(address);
  if (embedded) {
    const classified = classifyIPv4(embedded.ipv4);
    return embedded.local && classified.range === 'public'
      ? { ...classified, range: 'private' }
      : classified;
  }
  const reaches = address.toString();
  const found = IPV6_RANGES.find(([range]) => address.match(range));
  if (found) return { range: found[1], reaches };
  return { range: address.match(GLOBAL_UNICAST) ? 'public' : 'reserved', reaches };
}

/**
 * The range of an IP address in plain notation (as DNS answers it, or a URL's host without
 * brackets; an IPv6 zone such as `%eth0` is ignored); undefined when the text is not one.
 */
export function classifyAddress(text: string): ClassifiedAddress | undefined {
  const family = net.isIP(text);
  if (family === 4) return classifyIPv4(ipaddr.IPv4.parse(text));
  if (family === 6) return classifyIPv6(ipaddr.IPv6.parse(text));
  return undefined;
}
