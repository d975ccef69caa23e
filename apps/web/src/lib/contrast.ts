import { darken, lighten, luminance } from '@mantine/core';

/** WCAG 2 contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05);
}

/** AA asks 4.5:1 of body text; a little over it absorbs rounding in the browser. */
const TARGET = 4.6;

/**
 * `text` in its own hue, darkened on a light background (lightened on a dark one) in small
 * steps until it reads at AA on `background`; unchanged when it already does.
 */
export function readableOn(text: string, background: string): string {
  const darkBackground = luminance(background) < 0.18;
  let colour = text;
  for (let step = 1; step <= 20 && contrastRatio(colour, background) < TARGET; step += 1) {
    colour = darkBackground ? lighten(text, step * 0.05) : darken(text, step * 0.05);
  }
  return colour;
}
