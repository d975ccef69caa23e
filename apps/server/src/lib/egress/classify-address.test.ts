import { describe, expect, it } from 'vitest';
import { type AddressRange, classifyAddress } from './classify-address';

const cases: Array<[string, AddressRange, string?]> = [
  // IPv4
  ['93.184.216.34', 'public'],
  ['8.8.8.8', 'public'],
  ['127.0.0.1', 'loopback'],
  ['127.255.1.2', 'loopback'],
  ['10.1.2.3', 'private'],
  ['172.16.0.1', 'private'],
  ['172.31.255.255', 'private'],
  ['172.32.0.1', 'public'],
  ['192.168.1.1', 'private'],
  ['100.64.0.1', 'carrier-grade-nat'],
  ['100.127.255.255', 'carrier-grade-nat'],
  ['100.128.0.1', 'public'],
  ['169.254.169.254', 'link-local'],
  ['100.100.100.200', 'link-local'],
  ['0.0.0.0', 'unspecified'],
  ['0.1.2.3', 'reserved'],
  ['224.0.0.1', 'multicast'],
  ['239.255.255.250', 'multicast'],
  ['240.0.0.1', 'reserved'],
  ['255.255.255.255', 'reserved'],
  ['192.0.0.8', 'reserved'],
  ['192.0.2.1', 'reserved'],
  ['198.51.100.7', 'reserved'],
  ['203.0.113.9', 'reserved'],
  ['198.18.0.1', 'reserved'],
  ['192.88.99.1', 'reserved'],
  // IPv6
  ['2606:4700:4700::1111', 'public'],
  ['::1', 'loopback'],
  ['::', 'unspecified'],
  ['fe80::1', 'link-local'],
  ['fe80::1%eth0', 'link-local'],
  ['fd00:ec2::254', 'link-local'],
  ['fd12:3456::1', 'private'],
  ['fc00::1', 'private'],
  ['fec0::1', 'private'],
  ['ff02::1', 'multicast'],
  ['2001:db8::1', 'reserved'],
  ['3fff::1', 'reserved'],
  ['100::1', 'reserved'],
  ['4000::1', 'reserved'],
  // IPv6 forms carrying an IPv4 address: classified as the address they reach.
  ['::ffff:127.0.0.1', 'loopback', '127.0.0.1'],
  ['::ffff:7f00:1', 'loopback', '127.0.0.1'],
  ['0:0:0:0:0:ffff:127.0.0.1', 'loopback', '127.0.0.1'],
  ['::ffff:169.254.169.254', 'link-local', '169.254.169.254'],
  ['::ffff:a9fe:a9fe', 'link-local', '169.254.169.254'],
  ['::ffff:0.0.0.0', 'unspecified', '0.0.0.0'],
  ['::ffff:0:0', 'unspecified', '0.0.0.0'],
  ['::ffff:8.8.8.8', 'public', '8.8.8.8'],
  ['::ffff:0:7f00:1', 'loopback', '127.0.0.1'],
  ['::127.0.0.1', 'loopback', '127.0.0.1'],
  ['::7f00:1', 'loopback', '127.0.0.1'],
  ['::10.0.0.1', 'private', '10.0.0.1'],
  ['64:ff9b::7f00:1', 'loopback', '127.0.0.1'],
  ['64:ff9b::a9fe:a9fe', 'link-local', '169.254.169.254'],
  ['64:ff9b::808:808', 'public', '8.8.8.8'],
  ['64:ff9b:1::a00:1', 'private', '10.0.0.1'],
  ['64:ff9b:1::7f00:1', 'loopback', '127.0.0.1'],
  // A local-use translator sits inside the operator's network, whatever it reaches.
  ['64:ff9b:1::808:808', 'private', '8.8.8.8'],
  ['2002:7f00:1::', 'loopback', '127.0.0.1'],
  ['2002:a9fe:a9fe::1', 'link-local', '169.254.169.254'],
  ['2002:c0a8:101::1', 'private', '192.168.1.1'],
  ['2002:808:808::1', 'public', '8.8.8.8'],
  // Teredo: the client's address is the last 32 bits inverted.
  ['2001:0:4136:e378:8000:63bf:80ff:fffe', 'loopback', '127.0.0.1'],
  ['2001:0:4136:e378:8000:63bf:f7f7:f7f7', 'public', '8.8.8.8'],
];

describe('classifyAddress', () => {
  it.each(cases)('%s is %s', (address, range, reaches) => {
    expect(classifyAddress(address)).toEqual({ range, reaches: reaches ?? address });
  });

  it('is undefined for what is not an address in plain notation', () => {
    for (const text of ['localhost', 'example.com', '[::1]', '0x7f.1', '2130706433', '']) {
      expect(classifyAddress(text), text).toBeUndefined();
    }
  });
});
