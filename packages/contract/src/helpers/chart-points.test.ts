import { describe, expect, it } from 'vitest';
import { readChartPoints } from './chart-points';

describe('readChartPoints', () => {
  it("keeps the points that fit the chart's own schema, in order", () => {
    const points = [
      { outcome: 'clean', count: 4 },
      { outcome: 'unpublished', count: 1 },
    ];
    expect(readChartPoints('clean-vs-unpublished', points)).toEqual(points);
  });

  it("leaves out points of another chart's shape and malformed ones", () => {
    const points = [
      { extractor_id: 'html-text', name: 'HTML text', count: 3 },
      { username: 'sam', domain: 'blog.example.com', count: 2 },
      { extractor_id: 'metadata', name: 'Metadata', count: -1 },
      null,
    ];
    expect(readChartPoints('extractors', points)).toEqual([
      { extractor_id: 'html-text', name: 'HTML text', count: 3 },
    ]);
  });
});
