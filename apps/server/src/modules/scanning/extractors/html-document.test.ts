import { describe, expect, it } from 'vitest';
import { looksLikeHtml, parseHtml, tidyWhitespace } from './html-document';

describe('parseHtml: visible text', () => {
  it('strips tags, keeps inline words together and puts blocks on their own lines', () => {
    const doc = parseHtml(
      '<div><h2>Title</h2><p>Hello <b>wor</b>ld</p><ul><li>one</li><li>two</li></ul></div>',
    );
    expect(doc.text.split(/\n+/)).toEqual(['Title', 'Hello world', 'one', 'two']);
  });

  it('separates table cells and line breaks', () => {
    expect(parseHtml('<table><tr><td>a</td><td>b</td></tr></table>').text).toBe('a b');
    expect(parseHtml('first<br>second<br/>third').text.split(/\n+/)).toEqual([
      'first',
      'second',
      'third',
    ]);
  });

  it('drops scripts, styles, templates, comments and the head, but keeps noscript text', () => {
    const doc = parseHtml(
      '<html><head><title>Page</title><style>p{color:red}</style></head><body>' +
        '<script>var insult = "idiot";</script><!-- hidden note --><template>tpl</template>' +
        '<p>Body</p><noscript>Enable JS</noscript></body></html>',
    );
    expect(doc.text).toBe('Body\nEnable JS');
    expect(doc.attributeTexts).toContain('Page');
  });

  it('decodes named, decimal and hex entities in text and attributes', () => {
    const doc = parseHtml(
      '<p>Fish &amp; chips &eacute;t&#233; &#x263A; &lt;b&gt; &nbsp;x</p><img src="a.png" alt="Tom &amp; Jerry">',
    );
    expect(doc.text).toBe('Fish & chips été ☺ <b> x');
    expect(doc.attributeTexts).toEqual(['Tom & Jerry']);
  });

  it('copes with unclosed and badly nested tags', () => {
    expect(parseHtml('<p>one<p>two <b><i>three</b> four</i>').text.split(/\n+/)).toEqual([
      'one',
      'two three four',
    ]);
    expect(parseHtml('<div><span>open').text).toBe('open');
  });

  it('keeps plain text with a stray < as text, and still decodes its entities', () => {
    expect(looksLikeHtml('if a<b and b>c then a<c')).toBe(false);
    expect(parseHtml('if a<b and b>c then a<c').text).toBe('if a<b and b>c then a<c');
    expect(parseHtml('I <3 this &amp; that').text).toBe('I <3 this & that');
    expect(parseHtml('line one\nline two').text).toBe('line one\nline two');
  });

  it('collects hrefs, image sources, alt/title texts and the description meta', () => {
    const doc = parseHtml(
      '<meta name="description" content="About cats"><a href=" https://a.test/x " title="A link">x</a>' +
        '<area href="/map"><img src="pic.png" alt="" title="Pic">',
    );
    expect(doc.hrefs).toEqual(['https://a.test/x', '/map']);
    expect(doc.imageSources).toEqual(['pic.png']);
    expect(doc.attributeTexts).toEqual(['About cats', 'A link', 'Pic']);
  });

  it('keeps link text out of textOutsideLinks', () => {
    const doc = parseHtml('see <a href="https://a.test">https://a.test</a> and www.b.test');
    expect(doc.text).toBe('see https://a.test and www.b.test');
    expect(doc.textOutsideLinks).toBe('see and www.b.test');
  });
});

describe('tidyWhitespace', () => {
  it('collapses spaces and no-break spaces, keeps at most one empty line', () => {
    expect(tidyWhitespace('  a \u00a0 b\r\n\r\n\r\n\r\nc\t d  ')).toBe('a b\n\nc d');
  });
});
