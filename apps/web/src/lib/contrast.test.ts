import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio, readableOn } from './contrast';

describe('contrast', () => {
  it('measures WCAG ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    // Mantine's gray.6 on white, the dimmed text it replaces.
    expect(contrastRatio('#868e96', '#ffffff')).toBeCloseTo(3.32, 1);
  });

  it('keeps a colour that already reads at AA', () => {
    expect(readableOn('#495057', '#ffffff')).toBe('#495057');
  });

  it.each(Object.entries(DEFAULT_THEME.colors).filter(([name]) => name !== 'dark'))(
    'makes %s text readable on its light tint, on white and on a dark card',
    (_name, shades) => {
      for (const [text, background] of [
        [shades[9], shades[1]],
        [shades[6], '#f1f3f5'],
        [shades[4], '#2e2e2e'],
      ] as const) {
        const readable = readableOn(text, background);
        expect(contrastRatio(readable, background)).toBeGreaterThanOrEqual(4.5);
      }
    },
  );
});
