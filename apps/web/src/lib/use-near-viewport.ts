import { useCallback, useState } from 'react';

/**
 * Whether an element is within `margin` of the viewport, as it changes. Screens with many
 * drawings draw the ones below the fold only as they scroll near, so the first paint renders
 * what a person can see (decision 0202). The answer is live, not latched: while a screen is
 * still loading, a short page puts everything near, and only what is near once there is
 * something to draw should be drawn (the caller keeps a drawing once made). Without
 * IntersectionObserver everything counts as near.
 */
export function useNearViewport<T extends Element>(
  margin = '400px',
): [ref: (element: T | null) => void, near: boolean] {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const ref = useCallback(
    (element: T | null) => {
      if (element === null || typeof IntersectionObserver === 'undefined') return undefined;
      const observer = new IntersectionObserver(
        (entries) => {
          const last = entries[entries.length - 1];
          if (last) setNear(last.isIntersecting);
        },
        { rootMargin: margin },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [margin],
  );
  return [ref, near];
}
