import { describe, expect, it } from 'vitest';
import type { TModerationCategory } from '../moderation/moderation-category';
import {
  categoriesForExtractor,
  categoriesForScanner,
  sortCategoriesByName,
} from './moderation-categories';

const categories: TModerationCategory[] = [
  { id: 1, name: 'violence', extractor_id: 10, scanner_id: 2 },
  { id: 2, name: 'Adult', extractor_id: 10, scanner_id: 2 },
  { id: 3, name: 'hate speech', extractor_id: null, scanner_id: 1 },
  { id: 4, name: 'Spam', extractor_id: '11', scanner_id: 1 },
  { id: 5, name: 'adult', extractor_id: 12, scanner_id: 3 },
];

describe('sortCategoriesByName', () => {
  it('sorts by name ignoring case, keeping ties in their original order', () => {
    expect(sortCategoriesByName(categories).map((category) => category.id)).toEqual([
      2, 5, 3, 4, 1,
    ]);
  });

  it('does not reorder the input', () => {
    const before = categories.map((category) => category.id);
    sortCategoriesByName(categories);
    expect(categories.map((category) => category.id)).toEqual(before);
  });
});

describe('categoriesForScanner', () => {
  it('keeps only that scanner’s categories', () => {
    expect(categoriesForScanner(categories, 1).map((category) => category.id)).toEqual([3, 4]);
    expect(categoriesForScanner(categories, 4)).toEqual([]);
  });
});

describe('categoriesForExtractor', () => {
  it('keeps only that extractor’s categories, matching opaque ids by text', () => {
    expect(categoriesForExtractor(categories, '10').map((category) => category.id)).toEqual([1, 2]);
    expect(categoriesForExtractor(categories, 11).map((category) => category.id)).toEqual([4]);
  });

  it('never matches a category tied to no extractor', () => {
    expect(categoriesForExtractor(categories, 'null')).toEqual([]);
  });
});
