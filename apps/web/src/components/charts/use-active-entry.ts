/**
 * Which entry of a chart is being read, by pointer or by keyboard. The chart is one tab stop
 * (a roving tabindex: only the last entry read takes focus from Tab); the arrow keys move
 * between entries, Home and End jump to the ends, Escape hides the tooltip (WCAG 1.4.13).
 */
import { useRef, useState, type KeyboardEvent } from 'react';

const NEXT_KEYS = new Set(['ArrowRight', 'ArrowDown']);
const PREVIOUS_KEYS = new Set(['ArrowLeft', 'ArrowUp']);

export interface EntryProps {
  ref: (element: SVGGElement | null) => void;
  tabIndex: number;
  onFocus: () => void;
  onBlur: () => void;
}

export interface ActiveEntry {
  /** The entry whose tooltip shows: under the pointer, else the one holding focus. */
  shown: number | null;
  /** The entry holding keyboard focus (its ring is drawn), if any. */
  focused: number | null;
  /** Where the pointer is, within the chart, while it is over an entry. */
  pointer: { x: number; y: number } | null;
  hover: (index: number | null, pointer?: { x: number; y: number }) => void;
  entryProps: (index: number) => EntryProps;
  onKeyDown: (event: KeyboardEvent<SVGSVGElement>) => void;
}

export function useActiveEntry(count: number): ActiveEntry {
  const [hovered, setHovered] = useState<{ index: number; x: number; y: number } | null>(null);
  const [focused, setFocused] = useState<number | null>(null);
  const [stop, setStop] = useState(0);
  const [dismissed, setDismissed] = useState(false);
  const elements = useRef<Array<SVGGElement | null>>([]);
  // Entries come and go with the data: the tab stop stays on one that exists.
  const tabStop = Math.min(stop, Math.max(0, count - 1));

  const moveTo = (index: number) => {
    elements.current[Math.min(Math.max(index, 0), count - 1)]?.focus();
  };
  // An entry read before new data arrived may be gone (a shorter time span).
  const existing = (index: number | null | undefined) =>
    index !== null && index !== undefined && index < count ? index : null;

  const onKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    const from = focused ?? tabStop;
    if (NEXT_KEYS.has(event.key)) moveTo(from + 1);
    else if (PREVIOUS_KEYS.has(event.key)) moveTo(from - 1);
    else if (event.key === 'Home') moveTo(0);
    else if (event.key === 'End') moveTo(count - 1);
    else if (event.key === 'Escape' && !dismissed && (focused !== null || hovered !== null)) {
      setDismissed(true);
    } else return;
    event.preventDefault();
  };

  const entryProps = (index: number): EntryProps => ({
    ref: (element) => {
      elements.current[index] = element;
    },
    tabIndex: index === tabStop ? 0 : -1,
    onFocus: () => {
      setStop(index);
      setFocused(index);
      setDismissed(false);
    },
    onBlur: () => setFocused((current) => (current === index ? null : current)),
  });

  const hover = (index: number | null, pointer?: { x: number; y: number }) => {
    if (index === null || !pointer) {
      setHovered(null);
      return;
    }
    if (hovered?.index !== index) setDismissed(false);
    setHovered({ index, ...pointer });
  };

  return {
    shown: dismissed ? null : existing(hovered?.index ?? focused),
    focused: existing(focused),
    pointer: hovered ? { x: hovered.x, y: hovered.y } : null,
    hover,
    entryProps,
    onKeyDown,
  };
}
