import { describe, expect, it } from 'vitest';
import { arcAt, donutArcs, ringPath } from './donut-geometry';

describe('donutArcs', () => {
  it('shares the circle by value, clockwise from twelve o’clock', () => {
    const [clean, unpublished] = donutArcs([3, 1]);
    expect(clean?.share).toBe(75);
    expect(unpublished?.share).toBe(25);
    expect(clean?.start).toBeCloseTo(-Math.PI / 2);
    expect(clean?.end).toBeCloseTo(Math.PI);
    expect(unpublished?.end).toBeCloseTo((3 * Math.PI) / 2);
  });

  it('gives nothing a share when nothing is counted, and ignores what is not a count', () => {
    expect(donutArcs([0, 0]).map((arc) => arc.share)).toEqual([0, 0]);
    expect(donutArcs([2, -1, Number.NaN]).map((arc) => arc.share)).toEqual([100, 0, 0]);
  });
});

describe('arcAt', () => {
  const arcs = donutArcs([3, 1]);
  it('finds the segment under a point on the ring, by its angle', () => {
    // Right of the centre: a quarter turn from the top, inside the first segment.
    expect(arcAt(arcs, 80, 0, 70, 100)).toBe(0);
    // Left of the centre: three quarters of a turn, the second segment.
    expect(arcAt(arcs, -80, -1, 70, 100)).toBe(1);
  });

  it('finds nothing in the hole or far outside the ring', () => {
    expect(arcAt(arcs, 10, 10, 70, 100)).toBeNull();
    expect(arcAt(arcs, 200, 0, 70, 100)).toBeNull();
  });
});

describe('ringPath', () => {
  it('draws a whole ring as two halves, since one arc cannot close a circle', () => {
    const whole = ringPath(100, 100, 70, 100, -Math.PI / 2, (3 * Math.PI) / 2);
    expect(whole.match(/M/g)).toHaveLength(2);
    expect(ringPath(100, 100, 70, 100, 0, 0)).toBe('');
  });
});
