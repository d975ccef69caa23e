import type { Found } from './card-numbers';

// A run of digits with single spaces, dots, dashes or parentheses between them, possibly
// starting with + or 00. Not after a letter, currency sign, '#' or decimal point; not before
// a unit, a percent or a currency sign. Bounded, so a long digit string costs little.
const CANDIDATE =
  /(?<![\w+#$€£¥.,/-])(?:\+ ?)?\(?\d[\d ().-]{5,22}\d\)?(?![\w%$€£¥]|[.,/:-]\d|\s?(?:[€$£¥]|(?:eur|usd|gbp|kg|km|mi)\b))/gi;

/** A phone-number cue just before the digits lets shorter local numbers count. */
const PHONE_CUE =
  /\b(?:phone|tel|telephone|call|ring|mobile|cell|whats ?app|signal|text me|sms|fax|contact|reach me|number)\b[^\d\n]{0,20}$/i;
/** Only an explicit phone word outweighs a reference cue ("order number" is not a phone). */
const EXPLICIT_PHONE_CUE =
  /\b(?:phone|tel|telephone|call|ring|mobile|cell|whats ?app|text me|sms|fax)\b[^\d\n]{0,20}$/i;
/** Digits after these words are references, not phone numbers. */
const REFERENCE_CUE =
  /(?:\b(?:order|invoice|ref|reference|tracking|account|acct|iban|isbn|serial|ticket|case|id|no|nr|sku|item|confirmation|booking|transaction|policy|customer|member|vin|zip|postcode|code|pin|otp)\b|#)[^\d\n]{0,12}$/i;

/**
 * Phone numbers in international (+44 20 7946 0958, 0049 30 1234567) and national formats
 * (020 7946 0958, 06 12 34 56 78, (555) 123-4567, 555-123-4567). Years, dates, prices,
 * version numbers and order/reference numbers do not count.
 */
export function findPhoneNumbers(text: string): Found {
  const values = new Set<string>();
  const rest = text.replace(CANDIDATE, (candidate: string, offset: number) => {
    const before = text.slice(Math.max(0, offset - 40), offset);
    if (REFERENCE_CUE.test(before) && !EXPLICIT_PHONE_CUE.test(before)) return candidate;
    const numbers = phoneNumbersIn(candidate.trim(), PHONE_CUE.test(before));
    if (numbers.length === 0) return candidate;
    for (const number of numbers) values.add(number);
    return ' '.repeat(candidate.length);
  });
  return { values, rest };
}

/** One candidate may be two numbers side by side ("555-123-4567 555-987-6543"). */
function phoneNumbersIn(candidate: string, cued: boolean): string[] {
  if (isPhoneNumber(candidate, cued)) return [candidate.replace(/[^\d+]/g, '')];
  for (let at = candidate.indexOf(' '); at > 0; at = candidate.indexOf(' ', at + 1)) {
    const left = candidate.slice(0, at);
    const right = candidate.slice(at + 1);
    if (isPhoneNumber(left, cued) && isPhoneNumber(right, cued)) {
      return [left.replace(/[^\d+]/g, ''), right.replace(/[^\d+]/g, '')];
    }
  }
  return [];
}

export function isPhoneNumber(candidate: string, cued = false): boolean {
  if (/[ ().-]{2}/.test(candidate.replace(/\) /g, ')').replace(/ \(/g, '('))) return false;
  const opens = candidate.split('(').length - 1;
  const closes = candidate.split(')').length - 1;
  if (opens !== closes || opens > 1) return false;
  if (opens === 1 && !/\(\+?\d{1,5}\)/.test(candidate)) return false;

  const international = candidate.startsWith('+') || /^\(?00[1-9]/.test(candidate);
  const allDigits = candidate.replace(/\D/g, '');
  // "0044 20 …" is "+44 20 …": the 00 is the exit code, not part of the number.
  const digits = international && !candidate.startsWith('+') ? allDigits.slice(2) : allDigits;
  const groups = candidate
    .replace(/^\+/, '')
    .split(/[ ().-]+/)
    .filter(Boolean);
  const separators = new Set(candidate.replace(/^\+/, '').replace(/[\d()]/g, ''));

  if (international) return digits.length >= 8 && digits.length <= 15;

  // A trunk-prefix 0 is how national numbers are written across Europe, Asia and Oceania.
  if (digits.startsWith('0')) {
    if (digits.length < 9 || digits.length > 12) return false;
    if (groups.length === 1) return digits.length >= 10 && digits.length <= 11;
    return groups.slice(1).every((group) => group.length >= 2) && separators.size <= 2;
  }

  // North American shapes: (555) 123-4567, 555-123-4567, 555.123.4567, 1-800-555-0199.
  const shape = groups.map((group) => group.length).join('-');
  if (groups.length > 1 && (shape === '3-3-4' || shape === '1-3-3-4')) {
    return opens === 0
      ? separators.size === 1
      : /^(?:1[ .-]?)?\(\d{3}\) ?\d{3}[ .-]\d{4}$/.test(candidate);
  }
  // A local number right after "call me on" / "phone:".
  return (
    cued && groups.length > 1 && digits.length >= 7 && digits.length <= 11 && separators.size === 1
  );
}
