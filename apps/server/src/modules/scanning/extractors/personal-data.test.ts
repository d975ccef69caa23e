import { describe, expect, it } from 'vitest';
import { findCardNumbers, isCardNumber } from './card-numbers';
import { passesLuhn } from './luhn';
import { contactLinkText, countPersonalData } from './personal-data';
import { isPhoneNumber } from './phone-numbers';

describe('passesLuhn', () => {
  it('accepts valid card numbers and refuses a changed digit', () => {
    for (const valid of [
      '4111111111111111',
      '5555555555554444',
      '378282246310005',
      '6011111111111117',
      '79927398713',
    ]) {
      expect(passesLuhn(valid), valid).toBe(true);
    }
    for (const invalid of ['4111111111111112', '5555555555554445', '79927398710', '12ab', '']) {
      expect(passesLuhn(invalid), invalid).toBe(false);
    }
  });
});

describe('card numbers', () => {
  it('finds 13–19 digit numbers with spaces or dashes that pass Luhn', () => {
    expect(findCardNumbers('pay with 4111 1111 1111 1111 today').values.size).toBe(1);
    expect(findCardNumbers('4111-1111-1111-1111').values.size).toBe(1);
    expect(findCardNumbers('amex 3782 822463 10005, visa 4012888888881881').values.size).toBe(2);
    expect(findCardNumbers('4222222222222 (13 digits)').values.size).toBe(1);
  });

  it('refuses Luhn failures, odd groupings, mixed separators and non-card prefixes', () => {
    expect(isCardNumber('4111 1111 1111 1112')).toBe(false);
    expect(isCardNumber('41 11 11 11 11 11 11 11')).toBe(false);
    expect(isCardNumber('4111 1111-1111 1111')).toBe(false);
    expect(isCardNumber('0000000000000000')).toBe(false);
    expect(isCardNumber('1234567812345670')).toBe(false); // passes Luhn, but no card starts with 1
    expect(isCardNumber('4444444444444448')).toBe(true);
  });

  it('counts the same card written twice once', () => {
    expect(countPersonalData('4111 1111 1111 1111 … again 4111111111111111').cards).toBe(1);
  });
});

describe('phone numbers', () => {
  const phones = (text: string): number => countPersonalData(text).phones;

  it('counts international and national formats', () => {
    for (const text of [
      'call +44 20 7946 0958',
      'ring 0044 20 7946 0958',
      '+1 (555) 123-4567',
      '+33 6 12 34 56 78',
      'mobile 06 12 34 56 78',
      '020 7946 0958',
      '07700 900123',
      '(555) 123-4567',
      '555-123-4567',
      '555.123.4567',
      '1-800-555-0199',
      'my number is 0612345678',
      'Phone:0612345678',
      'tel: 555-1234',
      '+14155552671',
    ]) {
      expect(phones(text), text).toBe(1);
    }
    expect(phones('555-123-4567 555-987-6543')).toBe(2);
  });

  it('does not count years, dates, times, prices, versions, order numbers or other numbers', () => {
    for (const text of [
      'In 2019 and 2020 we grew; 1999-2004 was hard',
      'Born 15.01.2024 at 10:30',
      '15/01/2024 10:30',
      '2024-01-15',
      'It costs $1,299.99 or 1.234,56 € (12 345 678 € in total)',
      'price: 1 299 000 EUR',
      'Order #1234567890 shipped',
      'Order number 0612345678',
      'tracking no. 0612 3456 7890',
      'ISBN 978-3-16-148410-0 and 0-306-40615-2',
      'server 192.168.0.1, release v1.2.3',
      'scores 3-2, 10-15 minutes',
      '1234567',
      'population 8 000 000 people',
    ]) {
      expect(phones(text), text).toBe(0);
    }
  });

  it('judges shapes', () => {
    expect(isPhoneNumber('555-123-4567')).toBe(true);
    expect(isPhoneNumber('555 - 123 - 4567')).toBe(false);
    expect(isPhoneNumber('(555 123-4567')).toBe(false);
    expect(isPhoneNumber('555-1234')).toBe(false);
    expect(isPhoneNumber('555-1234', true)).toBe(true);
  });
});

describe('email addresses', () => {
  it('counts plain and disguised addresses, distinct', () => {
    expect(
      countPersonalData(
        'write to Jane.Doe+news@mail.example.co.uk or jane.doe+news@MAIL.example.co.uk',
      ).emails,
    ).toBe(1);
    expect(countPersonalData('jane [at] example [dot] com, bob(at)example.org').emails).toBe(2);
  });

  it('does not count handles, file names or the word "at"', () => {
    expect(
      countPersonalData('@jane said hi; look at this dot com bubble; logo@2x.png').emails,
    ).toBe(0);
  });
});

describe('countPersonalData', () => {
  it('does not count a card or an email again as a phone', () => {
    expect(countPersonalData('card 4111 1111 1111 1111, mail 0612345678@sms.example.com')).toEqual({
      emails: 1,
      phones: 0,
      cards: 1,
    });
  });

  it('sees through full-width digits and zero-width characters', () => {
    expect(countPersonalData('０６ １２ ３４ ５６ ７８').phones).toBe(1);
    expect(countPersonalData('4111\u200b 1111 1111 1111').cards).toBe(1);
  });

  // A runaway pass over this text takes minutes: the timeout is the guard (speed is measured in
  // bench/text-scanner.bench.ts).
  it('counts 256 KB of digits and text without blowing up', { timeout: 20_000 }, () => {
    const text = (
      'Order 123456 on 2024-01-01 costs $12.50, call 555-123-4567. ' +
      '9'.repeat(40) +
      ' '
    ).repeat(2500);
    const counts = countPersonalData(text.slice(0, 256 * 1024));
    expect(counts.phones).toBe(1);
  });
});

describe('contactLinkText', () => {
  it('reads mailto: and tel: links', () => {
    expect(
      contactLinkText(['mailto:a%40b.test?subject=x', 'tel:+15551234567', 'https://x.test']),
    ).toBe('a@b.test\n+15551234567');
  });
});
