import { describe, expect, it } from 'vitest';
import { parseHtml } from './html-document';
import { bareUrls, extractHtmlText, MAX_LINKS, mentionsIn } from './html-text';

describe('extractHtmlText', () => {
  it('returns hrefs that lead to pages, then URLs written in the text', () => {
    const { links } = extractHtmlText(
      parseHtml(
        '<p><a href="https://shop.test/a">buy</a> <a href="#top">top</a> <a href="javascript:void(0)">x</a>' +
          ' <a href="mailto:a@b.test">mail</a> <a href="/relative">rel</a> also https://x.test/p?q=1, ' +
          'www.y.test/z. and pills-cheap.shop!</p>',
      ),
    );
    expect(links).toEqual([
      'https://shop.test/a',
      '/relative',
      'https://x.test/p?q=1',
      'www.y.test/z',
      'pills-cheap.shop',
    ]);
  });

  it('counts a URL shown as link text once', () => {
    const { links } = extractHtmlText(parseHtml('<a href="https://a.test/">https://a.test/</a>'));
    expect(links).toEqual(['https://a.test/']);
  });

  it('caps the number of links', () => {
    const html = Array.from(
      { length: MAX_LINKS + 20 },
      (_, i) => `<a href="https://l.test/${i}">l</a>`,
    ).join('');
    expect(extractHtmlText(parseHtml(html)).links).toHaveLength(MAX_LINKS);
  });
});

describe('bareUrls', () => {
  it('does not take abbreviations, file names or email domains for links', () => {
    expect(bareUrls('e.g. i.e. Node.js v1.2.3 report.pdf mail jane@example.com')).toEqual([]);
  });
});

describe('mentionsIn', () => {
  it('finds distinct @handles and ignores emails', () => {
    expect(mentionsIn('@Bob hi @alice_w, @bob. write to jane@example.com (@carol-x)')).toEqual([
      'Bob',
      'alice_w',
      'carol-x',
    ]);
  });
});
