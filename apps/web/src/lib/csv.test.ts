import { describe, expect, it } from 'vitest';
import { csvText, inertCsvText } from './csv';

describe('csvText', () => {
  it('quotes only fields with a quote, comma or line break, and ends lines with CRLF', () => {
    expect(
      csvText([
        ['Period', 'Items'],
        ['a, b', 'say "hi"'],
        ['two\nlines', '3'],
      ]),
    ).toBe('Period,Items\r\n"a, b","say ""hi"""\r\n"two\nlines",3\r\n');
  });

  it('keeps a typed name from running as a formula', () => {
    expect(inertCsvText('=HYPERLINK("x")')).toBe('\'=HYPERLINK("x")');
    expect(inertCsvText('-5 spam')).toBe("'-5 spam");
    expect(inertCsvText('blog.example.com')).toBe('blog.example.com');
  });
});
