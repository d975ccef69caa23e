/**
 * A donut's segments: each value's share of the whole as an arc, clockwise from twelve
 * o'clock, and the SVG path of a ring segment.
 */

export interface DonutArc {
  start: number;
  end: number;
  /** The middle angle: where its label and tooltip stand. */
  middle: number;
  /** Its share of the whole, in percent (0 when the whole is 0). */
  share: number;
}

const TOP = -Math.PI / 2;
const FULL = Math.PI * 2;

export function donutArcs(values: readonly number[]): DonutArc[] {
  const counted = values.map((value) => (Number.isFinite(value) && value > 0 ? value : 0));
  const total = counted.reduce((sum, value) => sum + value, 0);
  let angle = TOP;
  return counted.map((value) => {
    const sweep = total > 0 ? (value / total) * FULL : 0;
    const arc = {
      start: angle,
      end: angle + sweep,
      middle: angle + sweep / 2,
      share: total > 0 ? (value / total) * 100 : 0,
    };
    angle += sweep;
    return arc;
  });
}

/** The segment under a point, by its angle, if the point is on the ring (with some slack). */
export function arcAt(
  arcs: readonly DonutArc[],
  dx: number,
  dy: number,
  inner: number,
  outer: number,
): number | null {
  const distance = Math.hypot(dx, dy);
  if (distance < inner - 6 || distance > outer + 8) return null;
  // atan2 counts from three o'clock; shift it into the arcs' range (from twelve o'clock).
  let angle = Math.atan2(dy, dx);
  if (angle < TOP) angle += FULL;
  const index = arcs.findIndex(
    (arc) => arc.end > arc.start && angle >= arc.start && angle < arc.end,
  );
  return index >= 0 ? index : null;
}

const point = (cx: number, cy: number, radius: number, angle: number) =>
  `${(cx + radius * Math.cos(angle)).toFixed(2)},${(cy + radius * Math.sin(angle)).toFixed(2)}`;

export function ringPath(
  cx: number,
  cy: number,
  inner: number,
  outer: number,
  start: number,
  end: number,
): string {
  if (end - start <= 0) return '';
  // One arc cannot draw a whole circle (its ends coincide): a full ring is two halves.
  if (end - start >= FULL - 1e-6) {
    return (
      ringPath(cx, cy, inner, outer, start, start + Math.PI) +
      ringPath(cx, cy, inner, outer, start + Math.PI, start + FULL)
    );
  }
  const large = end - start > Math.PI ? 1 : 0;
  return (
    `M${point(cx, cy, outer, start)}A${outer},${outer} 0 ${large} 1 ${point(cx, cy, outer, end)}` +
    `L${point(cx, cy, inner, end)}A${inner},${inner} 0 ${large} 0 ${point(cx, cy, inner, start)}Z`
  );
}
