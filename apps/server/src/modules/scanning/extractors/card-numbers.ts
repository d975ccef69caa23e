import { passesLuhn } from './luhn';

export interface Found {
  /** Distinct values found (digits only, or lower-cased): kept in memory only, never stored. */
  values: Set<string>;
  /** The text with what was found blanked out, so later detectors do not count it again. */
  rest: string;
}

// 13–19 digits, optionally in groups separated by one space or dash.
const CANDIDATE = /(?<![\d.,-])\d(?:[ -]?\d){12,18}(?!\d)/g;

/**
 * Payment card numbers: 13–19 digits in a card's grouping, starting like a card network's
 * numbers (2–6) and passing the Luhn check. A random 16-digit order number passes Luhn one
 * time in ten, so the grouping and first digit are checked too.
 */
export function findCardNumbers(text: string): Found {
  const values = new Set<string>();
  const rest = text.replace(CANDIDATE, (candidate) => {
    if (!isCardNumber(candidate)) return candidate;
    values.add(candidate.replace(/\D/g, ''));
    return ' '.repeat(candidate.length);
  });
  return { values, rest };
}

export function isCardNumber(candidate: string): boolean {
  const digits = candidate.replace(/\D/g, '');
  if (digits.length < 13 || digits.length > 19) return false;
  if (!/^[2-6]/.test(digits) || /^(\d)\1+$/.test(digits)) return false;
  const separators = new Set(candidate.replace(/\d/g, ''));
  if (separators.size > 1) return false;
  if (separators.size === 1) {
    // 4-4-4-4, 4-4-4-4-3, 4-6-5 (Amex), 4-6-4 (Diners): a first group of four, then 3–6.
    const groups = candidate.split(/[ -]/);
    if (
      groups[0]?.length !== 4 ||
      groups.slice(1).some((group) => group.length < 3 || group.length > 6)
    ) {
      return false;
    }
  }
  return passesLuhn(digits);
}
