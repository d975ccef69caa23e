/**
 * The width a chart has to draw in, followed as the card resizes (sidebar, window). Read once
 * before the first paint so the drawing never appears at a wrong size, then from a
 * ResizeObserver. Where layout reports nothing (unit tests) the fallback width stands in.
 */
import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

export const FALLBACK_CHART_WIDTH = 640;

export function useChartWidth<Element extends HTMLElement>(): {
  ref: RefObject<Element | null>;
  width: number;
} {
  const ref = useRef<Element | null>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const read = (measured: number) => setWidth(Math.floor(measured));
    read(element.getBoundingClientRect().width);
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) read(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width: width > 0 ? width : FALLBACK_CHART_WIDTH };
}
