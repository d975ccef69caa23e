import { describe, expect, it } from 'vitest';
import { domainToUnicode } from './domain-display';

describe('domainToUnicode', () => {
  it.each([
    ['xn--bcher-kva.example', 'bücher.example'],
    ['xn--mnchen-3ya.de', 'münchen.de'],
    ['shop.xn--fiqs8s', 'shop.中国'],
    ['xn--80akhbyknj4f.xn--p1ai', 'испытание.рф'],
    ['xn--ls8h.la', '💩.la'],
  ])('shows %s as %s', (stored, shown) => {
    expect(domainToUnicode(stored)).toBe(shown);
  });

  it('leaves ASCII names and labels that are not valid punycode as they are', () => {
    expect(domainToUnicode('blog.example.com')).toBe('blog.example.com');
    expect(domainToUnicode('xn--!!.example')).toBe('xn--!!.example');
  });
});
