import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LAYOUT,
  parseLayout,
  readLayout,
  STREAMS_LAYOUT_STORAGE_KEY,
  writeLayout,
} from './layout-preference';

describe('layout preference', () => {
  it('accepts only the spec’s column widths', () => {
    expect(parseLayout('12')).toBe(12);
    expect(parseLayout('6')).toBe(6);
    expect(parseLayout('4')).toBe(4);
    expect(parseLayout('3')).toBeNull();
    expect(parseLayout(null)).toBeNull();
  });

  it('reads back what was written, and the default for anything else', () => {
    expect(readLayout()).toBe(DEFAULT_LAYOUT);
    writeLayout(12);
    expect(readLayout()).toBe(12);
    window.localStorage.setItem(STREAMS_LAYOUT_STORAGE_KEY, 'wide');
    expect(readLayout()).toBe(DEFAULT_LAYOUT);
  });
});
