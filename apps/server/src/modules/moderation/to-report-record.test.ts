import { describe, expect, it } from 'vitest';
import { extractedText } from './to-report-record';

describe('extractedText', () => {
  it('reads the text, then the metadata text, and nothing else', () => {
    const stored = JSON.stringify({
      text: 'Visible words',
      metadata_text: 'A title',
      links: ['https://example.com'],
      personal_data: { emails: 1, phones: 0, cards: 0 },
    });
    expect(extractedText(stored)).toBe('Visible words\n\nA title');
    expect(extractedText(JSON.stringify({ text: '  ', metadata_text: '' }))).toBeNull();
    expect(extractedText(null)).toBeNull();
    expect(extractedText('not json')).toBeNull();
  });
});
