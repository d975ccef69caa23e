import { localStorageColorSchemeManager } from '@mantine/core';
import { NAV_LABELS } from '@vigil/contract';

/** Keep in sync with public/boot.js, which applies it before first paint. */
export const COLOUR_SCHEME_STORAGE_KEY = 'vigil-color-scheme';

export const colourSchemeManager = localStorageColorSchemeManager({
  key: COLOUR_SCHEME_STORAGE_KEY,
});

/** The toggle names the mode it switches to: 'Dark Mode' while light, and back. */
export function colourSchemeToggleLabel(current: 'light' | 'dark'): string {
  return current === 'dark' ? NAV_LABELS.lightMode : NAV_LABELS.darkMode;
}
