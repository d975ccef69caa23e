/**
 * Series colours are Mantine colour names from the contract ("green", "blue.8"); drawn as
 * the theme's CSS variables, so they follow the theme (and its colour scheme) as every other
 * coloured thing in the console does.
 */
import { getThemeColor, useMantineTheme } from '@mantine/core';
import { useMemo } from 'react';

export interface ThemeColour {
  /** The colour of a shape (bar, line, swatch). */
  (name: string): string;
  /**
   * The colour's shade for text on a card: the theme's `--mantine-color-<name>-text`, which
   * lib/theme.ts keeps at 4.5:1 or better in both schemes (decision 0172).
   */
  text: (name: string) => string;
}

export function useThemeColour(): ThemeColour {
  const theme = useMantineTheme();
  return useMemo(() => {
    const shape = (name: string) => getThemeColor(name, theme);
    const text = (name: string) => {
      const base = name.split('.')[0] ?? name;
      return base in theme.colors ? `var(--mantine-color-${base}-text)` : shape(name);
    };
    return Object.assign(shape, { text });
  }, [theme]);
}
