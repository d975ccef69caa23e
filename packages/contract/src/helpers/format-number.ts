/**
 * Spec §9 number formatting: en-GB grouping, decimals with 2 fraction digits, integers with
 * none. Non-finite input (a 0/0 upstream) shows as zero rather than "NaN" on a dashboard.
 */
import { DECIMAL_FRACTION_DIGITS, DECIMAL_LOCALE } from '../constants';

const decimalFormat = new Intl.NumberFormat(DECIMAL_LOCALE, {
  minimumFractionDigits: DECIMAL_FRACTION_DIGITS,
  maximumFractionDigits: DECIMAL_FRACTION_DIGITS,
});

const integerFormat = new Intl.NumberFormat(DECIMAL_LOCALE, { maximumFractionDigits: 0 });

const finite = (value: number): number => (Number.isFinite(value) ? value : 0);

export function formatDecimal(value: number): string {
  return decimalFormat.format(finite(value));
}

export function formatInteger(value: number): string {
  return integerFormat.format(finite(value));
}
