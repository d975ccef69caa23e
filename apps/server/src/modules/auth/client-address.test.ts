import { describe, expect, it } from 'vitest';
import { guessAddressKey } from './client-address';

describe('the address guess limits count', () => {
  it('counts an IPv4 address whole', () => {
    expect(guessAddressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(guessAddressKey('203.0.113.8')).toBe('203.0.113.8');
  });

  it('counts an IPv6 address by its /64, however it is written', () => {
    const key = '2001:db8:aa:1::/64';
    expect(guessAddressKey('2001:db8:aa:1::1')).toBe(key);
    expect(guessAddressKey('2001:0DB8:00AA:0001:ffff:ffff:ffff:fffe')).toBe(key);
    expect(guessAddressKey('2001:db8:aa:1:1234::9')).toBe(key);
    expect(guessAddressKey('2001:db8:aa:2::1')).toBe('2001:db8:aa:2::/64');
    expect(guessAddressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(guessAddressKey('::1')).toBe('0:0:0:0::/64');
    expect(guessAddressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(guessAddressKey('2001:db8:aa:1::192.0.2.1')).toBe(key);
  });

  it('counts an IPv4-mapped IPv6 address as the IPv4 address it carries', () => {
    expect(guessAddressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(guessAddressKey('::FFFF:203.0.113.7')).toBe('203.0.113.7');
  });
});
