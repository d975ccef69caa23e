/**
 * Equal bands along an axis, one per entry (a day, a domain), with a gap between bands and
 * half a gap at each end, as d3's band scale lays them out.
 */
export interface BandScale {
  /** Distance from one band's start to the next. */
  step: number;
  /** A band's own width, without the gap. */
  bandwidth: number;
  /** Where band `index` starts, from the axis's start. */
  start: (index: number) => number;
  /** The band under a position along the axis, or null outside every band's step. */
  indexAt: (position: number) => number | null;
}

export function bandScale(
  count: number,
  length: number,
  { paddingInner = 0.2, paddingOuter = 0.1 }: { paddingInner?: number; paddingOuter?: number } = {},
): BandScale {
  const bands = Math.max(1, count);
  const step = length / Math.max(1, bands - paddingInner + 2 * paddingOuter);
  const offset = step * paddingOuter;
  return {
    step,
    bandwidth: step * (1 - paddingInner),
    start: (index) => offset + index * step,
    indexAt: (position) => {
      // Each band owns its own width and half the gap on either side.
      const index = Math.floor((position - offset + (step * paddingInner) / 2) / step);
      return count > 0 && index >= 0 && index < count ? index : null;
    },
  };
}
