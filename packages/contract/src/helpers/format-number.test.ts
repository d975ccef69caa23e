import { describe, expect, it } from 'vitest';
import { formatDecimal, formatInteger } from './format-number';

describe('formatDecimal', () => {
  it('uses en-GB grouping and exactly two fraction digits', () => {
    expect(formatDecimal(1234567.891)).toBe('1,234,567.89');
    expect(formatDecimal(5)).toBe('5.00');
    expect(formatDecimal(0.005)).toBe('0.01');
    expect(formatDecimal(-12.3)).toBe('-12.30');
  });

  it('shows zero for NaN and infinities', () => {
    expect(formatDecimal(NaN)).toBe('0.00');
    expect(formatDecimal(Infinity)).toBe('0.00');
  });
});

describe('formatInteger', () => {
  it('rounds to no fraction digits with en-GB grouping', () => {
    expect(formatInteger(1234567)).toBe('1,234,567');
    expect(formatInteger(2.5)).toBe('3');
    expect(formatInteger(2.4)).toBe('2');
  });

  it('shows zero for NaN', () => {
    expect(formatInteger(NaN)).toBe('0');
  });
});
