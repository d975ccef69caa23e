import {
  createTheme,
  getPrimaryShade,
  type CSSVariablesResolver,
  type MantineColor,
} from '@mantine/core';
import { readableOn } from './contrast';

/** The darkest light surface text sits on (gray.1, table stripes and the plain layout). */
const LIGHT_SURFACE = '#f1f3f5';

/** Enabled things (domain and scanner dots) use this; disabled ones use red (spec §2). */
export const SECONDARY_COLOUR: MantineColor = 'teal';

const SYSTEM_FONTS =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

export const theme = createTheme({
  primaryColor: 'indigo',
  // WCAG AA (4.5:1) for white text on filled buttons and for links: indigo.6 reaches 4.3 on
  // white and indigo.5 3.7, so both schemes use indigo.7 (5.0 on white, decision 0172).
  primaryShade: { light: 7, dark: 7 },
  // Filled badges and buttons in the spec's status colours (orange, yellow, teal…) get dark
  // or white text by the colour's luminance, whichever reads at 4.5:1 or better.
  autoContrast: true,
  // Where black and white text read equally well on a colour (WCAG relative luminance 0.179):
  // Mantine's 0.3 gave teal.7 or red.7 white text at about 3:1.
  luminanceThreshold: 0.179,
  defaultRadius: 'md',
  fontFamily: SYSTEM_FONTS,
  headings: { fontFamily: SYSTEM_FONTS, fontWeight: '700' },
  cursorType: 'pointer',
  other: { secondaryColour: SECONDARY_COLOUR },
  components: {
    Button: { defaultProps: { radius: 'md' } },
    Paper: { defaultProps: { radius: 'lg' } },
    Modal: {
      defaultProps: {
        radius: 'lg',
        overlayProps: { backgroundOpacity: 0.45, blur: 2 },
        closeButtonProps: { 'aria-label': 'Close dialog' },
      },
      styles: { title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } },
    },
    Notification: {
      defaultProps: { radius: 'md', closeButtonProps: { 'aria-label': 'Close notification' } },
    },
  },
});

/**
 * Mantine's palette, read at WCAG AA (4.5:1) on the surfaces the console uses (decision 0172):
 * - dimmed text (gray.6 on white, dark.2 on dark.7) reads at about 3.3:1 and 4.0:1;
 * - light badges and buttons write shade 9 on shade 1: 3.6:1 for orange, 3.8 for green;
 * - coloured text (`c="teal"`) is the filled shade: teal.7 reads 3.1:1 on white, and the
 *   dark scheme's shade 4 of violet 4.0:1 on a dark card.
 * Each is kept in its hue and darkened (or, in the dark scheme, lightened) only as far as
 * 4.6:1 needs.
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => {
  const light: Record<string, string> = { '--mantine-color-dimmed': '#5c636a' };
  const dark: Record<string, string> = { '--mantine-color-dimmed': 'var(--mantine-color-dark-1)' };
  const lightShade = getPrimaryShade(resolved, 'light');
  const darkCard = resolved.colors.dark[6];
  for (const [name, shades] of Object.entries(resolved.colors)) {
    if (name === 'dark') continue;
    light[`--mantine-color-${name}-light-color`] = readableOn(shades[9], shades[1]);
    light[`--mantine-color-${name}-text`] = readableOn(shades[lightShade], LIGHT_SURFACE);
    if (darkCard) dark[`--mantine-color-${name}-text`] = readableOn(shades[4], darkCard);
  }
  return { variables: {}, light, dark };
};
