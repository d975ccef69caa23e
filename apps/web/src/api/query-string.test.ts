import { describe, expect, it } from 'vitest';
import { buildQueryString } from './query-string';

describe('buildQueryString', () => {
  it('is empty without a query or when every value is left out', () => {
    expect(buildQueryString(undefined)).toBe('');
    expect(buildQueryString({})).toBe('');
    expect(buildQueryString({ status: undefined, domain: null })).toBe('');
  });

  it('keeps order, encodes values and skips undefined and null', () => {
    expect(
      buildQueryString({ from: '2024-01-01', status: undefined, to: '2024-02-01', q: 'a b&c' }),
    ).toBe('?from=2024-01-01&to=2024-02-01&q=a+b%26c');
  });

  it('writes numbers, booleans and falsy values that are not missing', () => {
    expect(buildQueryString({ page: 0, active: false, name: '' })).toBe(
      '?page=0&active=false&name=',
    );
  });

  it('repeats a key for list values', () => {
    expect(buildQueryString({ id: [1, undefined, 2] })).toBe('?id=1&id=2');
  });
});
