/**
 * Which addresses the server's outbound requests may reach (decision 0120), parsed from
 * VIGIL_EGRESS: `public` always, plus `loopback` and `private` when named. Link-local (cloud
 * metadata), unspecified, multicast and reserved addresses are never reached.
 */
import { type AddressRange, classifyAddress } from './classify-address';

export const EGRESS_CHOICES = ['public', 'loopback', 'private'] as const;
export type EgressChoice = (typeof EGRESS_CHOICES)[number];

export interface EgressPolicy {
  /** 127/8 and ::1: a self-hosted site or engine on the same machine, the demo blog. */
  loopback: boolean;
  /** Private, carrier-grade NAT and unique-local addresses: a site on the operator's network. */
  private: boolean;
}

/** Only public addresses: the safe default for a service many tenants share. */
export const PUBLIC_ONLY: EgressPolicy = { loopback: false, private: false };

/** `public,loopback` and the like; throws naming an unknown word. */
export function parseEgressPolicy(text: string): EgressPolicy {
  const words = text
    .split(',')
    .map((word) => word.trim().toLowerCase())
    .filter((word) => word !== '');
  const unknown = words.filter((word) => !(EGRESS_CHOICES as readonly string[]).includes(word));
  if (unknown.length > 0) {
    throw new Error(
      `unknown ${unknown.join(', ')}; use a comma list of ${EGRESS_CHOICES.join(', ')}`,
    );
  }
  return { loopback: words.includes('loopback'), private: words.includes('private') };
}

/** Whether the policy lets a request reach an address of this range. */
export function isRangeAllowed(policy: EgressPolicy, range: AddressRange): boolean {
  switch (range) {
    case 'public':
      return true;
    case 'loopback':
      return policy.loopback;
    case 'private':
    case 'carrier-grade-nat':
      return policy.private;
    case 'link-local':
    case 'unspecified':
    case 'multicast':
    case 'reserved':
      return false;
  }
}

export type AddressVerdict =
  { allowed: true } | { allowed: false; range: AddressRange | 'not an address' };

/** The verdict on one IP address in plain notation (a DNS answer, an unbracketed host). */
export function checkAddress(policy: EgressPolicy, address: string): AddressVerdict {
  const classified = classifyAddress(address);
  if (!classified) return { allowed: false, range: 'not an address' };
  return isRangeAllowed(policy, classified.range)
    ? { allowed: true }
    : { allowed: false, range: classified.range };
}
