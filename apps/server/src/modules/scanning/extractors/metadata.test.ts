import { describe, expect, it } from 'vitest';
import { parseHtml } from './html-document';
import { extractMetadataText, MAX_METADATA_CHARS } from './metadata';

describe('extractMetadataText', () => {
  it('takes titles, descriptions, tags and nested captions, without ids, URLs, dates or contacts', () => {
    const text = extractMetadataText(
      {
        id: 'post-42',
        type: 'comment',
        url: 'https://blog.test/p/42',
        title: 'My <em>first</em> post',
        description: 'A short note',
        tags: ['cats', 'dogs', 7],
        image: { caption: 'A sunny day', src: 'https://cdn.test/a.png' },
        author_email: 'writer@blog.test',
        authorId: 'u-1',
        created_at: '2024-05-01T10:00:00Z',
        guid: '3f2b8c1e-1111-4a2b-9c3d-0123456789ab',
        revision: '2024-05-02',
        count: 12,
      },
      null,
    );
    expect(text.split('\n')).toEqual([
      'My first post',
      'A short note',
      'cats',
      'dogs',
      'A sunny day',
    ]);
  });

  it('adds alt and title attributes from the HTML', () => {
    const doc = parseHtml('<img src="a.png" alt="A red car"><a href="/x" title="Read more">x</a>');
    expect(extractMetadataText({ title: 'Cars' }, doc)).toBe('Cars\nA red car\nRead more');
  });

  it('is capped', () => {
    const text = extractMetadataText({ description: 'word '.repeat(10_000), more: 'x y' }, null);
    expect(text.length).toBeLessThanOrEqual(MAX_METADATA_CHARS);
  });
});
