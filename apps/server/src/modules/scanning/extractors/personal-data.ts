import type { Extraction } from '../scanning-types';
import { findCardNumbers } from './card-numbers';
import { findEmailAddresses } from './email-addresses';
import { findPhoneNumbers } from './phone-numbers';

export type PersonalDataCounts = Extraction['personalData'];

/**
 * Counts the distinct email addresses, phone numbers and payment card numbers in a text.
 * Only the counts leave this function: the values are personal data and are never stored.
 * Cards go first and emails second, so their digits are not counted again as phone numbers.
 */
export function countPersonalData(text: string): PersonalDataCounts {
  const folded = text.normalize('NFKC').replace(/[\u00ad\u200b-\u200f\u2060\ufeff]/g, '');
  const cards = findCardNumbers(folded);
  const emails = findEmailAddresses(cards.rest);
  const phones = findPhoneNumbers(emails.rest);
  return { emails: emails.values.size, phones: phones.values.size, cards: cards.values.size };
}

/** The addresses and numbers a page links to without showing them (mailto:, tel:). */
export function contactLinkText(hrefs: readonly string[]): string {
  return hrefs
    .filter((href) => /^(?:mailto|tel|sms):/i.test(href))
    .map((href) => {
      const value = href.replace(/^[a-z]+:/i, '').split('?')[0] ?? '';
      try {
        return decodeURIComponent(value);
      } catch {
        return value;
      }
    })
    .join('\n');
}
