/** Spec §2: moderation categories sorted by name case-insensitively, filtered per engine. */
import { sameId, type TId } from '../common/ids';
import type { TModerationCategory } from '../moderation/moderation-category';

type Category = Pick<TModerationCategory, 'name' | 'extractor_id' | 'scanner_id'>;

/** A new array, A–Z ignoring case; names equal but for case keep their original order. */
export function sortCategoriesByName<C extends Pick<Category, 'name'>>(
  categories: readonly C[],
): C[] {
  return [...categories].sort((a, b) => {
    const left = a.name.toLocaleLowerCase('en-US');
    const right = b.name.toLocaleLowerCase('en-US');
    if (left < right) return -1;
    if (left > right) return 1;
    return 0;
  });
}

export function categoriesForScanner<C extends Category>(
  categories: readonly C[],
  scannerId: number,
): C[] {
  return categories.filter((category) => category.scanner_id === scannerId);
}

export function categoriesForExtractor<C extends Category>(
  categories: readonly C[],
  extractorId: TId,
): C[] {
  return categories.filter(
    (category) => category.extractor_id !== null && sameId(category.extractor_id, extractorId),
  );
}
