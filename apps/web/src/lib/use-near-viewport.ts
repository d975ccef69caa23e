import { useCallback, useState } from 'react';

/**
 * Whether an element has come within `margin` of the viewport, latched: once near, it stays
 * so. Screens with many drawings draw the ones below the fold only as they scroll near, so
 * the first paint renders what a person can see (decision 0202). Without IntersectionObserver
 * everything counts as near.
 */
export function useNearViewport<T extends Element>(
  margin = '400px',
): [ref: (element: T | null) => void, near: boolean] {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const ref = useCallback(
    (element: T | null) => {
      if (element === null || near) return undefined;
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            setNear(true);
            observer.disconnect();
          }
        },
        { rootMargin: margin },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [margin, near],
  );
  return [ref, near];
}
