import { describe, expect, it } from 'vitest';
import { formatDuration } from './format-duration';

describe('formatDuration', () => {
  it.each([
    [3725, '1h 2m 5s'],
    [65, '1m 5s'],
    [5, '5s'],
    [0, '0s'],
    [60, '1m 0s'],
    [3600, '1h 0m 0s'],
    [3605, '1h 0m 5s'],
    [90_000, '25h 0m 0s'],
  ])('%i seconds → %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });

  it('drops fractions of a second', () => {
    expect(formatDuration(59.9)).toBe('59s');
  });

  it('shows 0s for negative or non-finite input', () => {
    expect(formatDuration(-10)).toBe('0s');
    expect(formatDuration(NaN)).toBe('0s');
    expect(formatDuration(Infinity)).toBe('0s');
  });
});
