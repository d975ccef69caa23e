import { useState } from 'react';
import type { SectionView } from './section-card';

/** A section's Chart/Table choice: the reader's, for this visit (not part of the shared view). */
export function useSectionView(initial: SectionView = 'chart') {
  return useState<SectionView>(initial);
}
