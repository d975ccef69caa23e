import type { Extraction } from '../scanning-types';
import type { ScoreSheet } from './score-sheet';

const PERSONAL = 'text-personal-data';

/**
 * Personal data from the extractor's counts. A card number is high on its own (it can be
 * used at once); an email address or phone number is medium (often shared on purpose, but a
 * person should look), more of them higher.
 */
export function addPersonalData(sheet: ScoreSheet, counts: Extraction['personalData']): void {
  if (counts.cards > 0) sheet.addOne(PERSONAL, Math.min(98, 90 + 4 * (counts.cards - 1)));
  if (counts.emails > 0) sheet.addOne(PERSONAL, Math.min(75, 55 + 10 * (counts.emails - 1)));
  if (counts.phones > 0) sheet.addOne(PERSONAL, Math.min(78, 60 + 9 * (counts.phones - 1)));
}
