/**
 * Which characters a name or other typed text may not hold (docs/decisions/0124). Control
 * characters are invisible, break logs, CSV and e-mail headers, and NUL cannot be stored in
 * PostgreSQL at all; the bidirectional embeddings, overrides and isolates reorder the text
 * around them, so a name could disguise itself or the screen it is shown on. The left-to-right,
 * right-to-left and Arabic letter marks (U+200E, U+200F, U+061C) stay allowed: they are how
 * mixed-direction names are written, and they cannot reorder anything beyond their neighbours.
 *
 * Used by the contract's field schemas and by the console, which shows text from users and
 * plugins with these characters made visible.
 */

/** C0 controls, DEL and C1 controls. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u001F\u007F-\u009F]/;
/** The same, less the tab and line breaks a multi-line text may hold. */
const CONTROL_CHARACTER_IN_MULTI_LINE_TEXT =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/** LRE, RLE, PDF, LRO, RLO and LRI, RLI, FSI, PDI. */
const DIRECTION_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;

export interface TextHygieneOptions {
  /** Tabs and line breaks are allowed (descriptions typed in a text area). */
  multiLine?: boolean;
}

export function hasControlCharacters(text: string, options: TextHygieneOptions = {}): boolean {
  return (options.multiLine ? CONTROL_CHARACTER_IN_MULTI_LINE_TEXT : CONTROL_CHARACTER).test(text);
}

export function hasDirectionControls(text: string): boolean {
  return DIRECTION_CONTROL.test(text);
}

/** Every character {@link hasControlCharacters} or {@link hasDirectionControls} looks for. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
export const UNSAFE_TEXT_CHARACTERS = /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g;
