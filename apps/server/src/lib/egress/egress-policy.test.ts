import { describe, expect, it } from 'vitest';
import { ADDRESS_RANGES } from './classify-address';
import { checkUrlHost } from './check-url-host';
import { checkAddress, isRangeAllowed, parseEgressPolicy, PUBLIC_ONLY } from './egress-policy';

const NEVER = ['link-local', 'unspecified', 'multicast', 'reserved'] as const;

describe('the egress policy', () => {
  it('reads a comma list and refuses unknown words', () => {
    expect(parseEgressPolicy('public')).toEqual(PUBLIC_ONLY);
    expect(parseEgressPolicy('')).toEqual(PUBLIC_ONLY);
    expect(parseEgressPolicy('public,loopback')).toEqual({ loopback: true, private: false });
    expect(parseEgressPolicy('private')).toEqual({ loopback: false, private: true });
    expect(() => parseEgressPolicy('public,metadata')).toThrow(/unknown metadata/);
  });

  it('allows public always, loopback and private only when named, the rest never', () => {
    const everything = parseEgressPolicy('public,loopback,private');
    for (const range of ADDRESS_RANGES) {
      const never = (NEVER as readonly string[]).includes(range);
      expect(isRangeAllowed(everything, range), range).toBe(!never);
      expect(isRangeAllowed(PUBLIC_ONLY, range), range).toBe(range === 'public');
    }
    expect(isRangeAllowed(parseEgressPolicy('loopback'), 'private')).toBe(false);
    expect(isRangeAllowed(parseEgressPolicy('private'), 'carrier-grade-nat')).toBe(true);
    expect(isRangeAllowed(parseEgressPolicy('private'), 'loopback')).toBe(false);
  });

  it('judges addresses after unwrapping the IPv4 they carry', () => {
    const loopback = parseEgressPolicy('loopback');
    expect(checkAddress(PUBLIC_ONLY, '::ffff:7f00:1')).toEqual({
      allowed: false,
      range: 'loopback',
    });
    expect(checkAddress(loopback, '::ffff:7f00:1')).toEqual({ allowed: true });
    expect(checkAddress(loopback, '::ffff:a9fe:a9fe')).toEqual({
      allowed: false,
      range: 'link-local',
    });
  });

  it('judges a URL being saved by its literal host or localhost, and leaves names to later', () => {
    const loopback = parseEgressPolicy('loopback');
    for (const url of [
      'http://127.0.0.1:8080/cb',
      'http://[::ffff:127.0.0.1]/cb',
      'http://2130706433/cb',
      'http://0x7f.1/cb',
      'http://localhost:3001/cb',
      'http://LOCALHOST./cb',
      'http://blog.localhost/cb',
      'http://[::1]/cb',
    ]) {
      expect(checkUrlHost(PUBLIC_ONLY, url), url).toEqual({ allowed: false, range: 'loopback' });
      expect(checkUrlHost(loopback, url), url).toEqual({ allowed: true });
    }
    expect(checkUrlHost(loopback, 'http://169.254.169.254/')).toMatchObject({ allowed: false });
    expect(checkUrlHost(PUBLIC_ONLY, 'https://blog.example.com/cb')).toEqual({ allowed: true });
    expect(checkUrlHost(PUBLIC_ONLY, 'https://8.8.8.8/cb')).toEqual({ allowed: true });
  });
});
