/** Spec §2 layout toggle: the choice is remembered in this browser (decision 0093). */
import { LAYOUT_COLUMNS, type LayoutColumns } from '@vigil/contract';

export const STREAMS_LAYOUT_STORAGE_KEY = 'vigil-streams-layout';

/** Two cards per row until the user chooses: readable on a laptop and on a wide screen. */
export const DEFAULT_LAYOUT: LayoutColumns = 6;

export function parseLayout(value: string | null): LayoutColumns | null {
  return LAYOUT_COLUMNS.find((columns) => String(columns) === value) ?? null;
}

export function readLayout(): LayoutColumns {
  try {
    return parseLayout(window.localStorage.getItem(STREAMS_LAYOUT_STORAGE_KEY)) ?? DEFAULT_LAYOUT;
  } catch {
    return DEFAULT_LAYOUT;
  }
}

export function writeLayout(columns: LayoutColumns): void {
  try {
    window.localStorage.setItem(STREAMS_LAYOUT_STORAGE_KEY, String(columns));
  } catch {
    // Storage full or blocked: the choice lasts until the page is left.
  }
}
