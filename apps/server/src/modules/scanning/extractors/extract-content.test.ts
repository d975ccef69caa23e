import { describe, expect, it } from 'vitest';
import { extractContent } from './extract-content';
import { EXTRACTOR_IDS } from './extractor-ids';

const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const comment = {
  contentType: 'text' as const,
  content:
    `<p>Hi @sam, see <a href="https://a.test/x">this</a> or call 020 7946 0958.</p>` +
    `<img src="data:image/png;base64,${PNG}" alt="my cat">`,
  cmsMeta: { id: 7, title: 'Re: cats', author_email: 'author@blog.test' },
};

describe('extractContent', () => {
  it('runs every extractor by default', () => {
    const extraction = extractContent(comment);
    expect(extraction.text).toBe('Hi @sam, see this or call 020 7946 0958.');
    expect(extraction.links).toEqual(['https://a.test/x']);
    expect(extraction.mentions).toEqual(['sam']);
    expect(extraction.metadataText).toBe('Re: cats\nmy cat');
    expect(extraction.embeddedImages).toHaveLength(1);
    // The author's email in cms_meta is not content: only the phone in the body counts.
    expect(extraction.personalData).toEqual({ emails: 0, phones: 1, cards: 0 });
  });

  it('leaves out what a disabled extractor would give', () => {
    const onlyText = extractContent(comment, new Set([EXTRACTOR_IDS.htmlText]));
    expect(onlyText.text).not.toBe('');
    expect(onlyText.metadataText).toBe('');
    expect(onlyText.embeddedImages).toEqual([]);
    expect(onlyText.personalData).toEqual({ emails: 0, phones: 0, cards: 0 });

    const noText = extractContent(
      comment,
      new Set([EXTRACTOR_IDS.personalData, EXTRACTOR_IDS.htmlImages]),
    );
    expect(noText.text).toBe('');
    expect(noText.links).toEqual([]);
    expect(noText.mentions).toEqual([]);
    expect(noText.embeddedImages).toHaveLength(1);
    expect(noText.personalData.phones).toBe(1);

    expect(extractContent(comment, new Set())).toEqual({
      text: '',
      links: [],
      mentions: [],
      metadataText: '',
      embeddedImages: [],
      personalData: { emails: 0, phones: 0, cards: 0 },
    });
  });

  it('reads only metadata from media: the media itself goes to its own scanner', () => {
    const extraction = extractContent({
      contentType: 'image',
      content: PNG,
      cmsMeta: { title: 'Holiday photo', alt: 'beach at sunset' },
    });
    expect(extraction.text).toBe('');
    expect(extraction.embeddedImages).toEqual([]);
    expect(extraction.metadataText).toBe('Holiday photo\nbeach at sunset');
  });

  // The timeout guards against a runaway pass; speed is measured in bench/text-scanner.bench.ts.
  it('extracts 256 KB of HTML', { timeout: 20_000 }, () => {
    const html =
      '<p>Some <b>bold</b> words, a <a href="https://x.test">link</a> &amp; @you.</p>'.repeat(3500);
    const extraction = extractContent({
      contentType: 'text',
      content: html.slice(0, 256 * 1024),
      cmsMeta: {},
    });
    expect(extraction.links.length).toBeGreaterThan(100);
  });
});
