import { describe, expect, it } from 'vitest';
import { bandScale } from './band-scale';
import { powerOfTenTicks, valueScale } from './value-scale';

describe('valueScale', () => {
  it('places values linearly along the axis up to its top tick, clamped to it', () => {
    const scale = valueScale('linear', 36, 200);
    expect(scale.ticks).toEqual([0, 10, 20, 30, 40]);
    expect(scale.toLength(0)).toBe(0);
    expect(scale.toLength(20)).toBe(100);
    expect(scale.toLength(40)).toBe(200);
    expect(scale.toLength(400)).toBe(200);
    expect(scale.toLength(-3)).toBe(0);
    expect(scale.toLength(Number.NaN)).toBe(0);
  });

  it('grows logarithmically on a symlog axis: 0 stays 0, each power of ten an equal step', () => {
    const scale = valueScale('symlog', 900, 300);
    expect(scale.ticks).toEqual([0, 1, 10, 100, 1000]);
    expect(scale.toLength(0)).toBe(0);
    expect(scale.toLength(1000)).toBeCloseTo(300);
    const ten = scale.toLength(10);
    const hundred = scale.toLength(100);
    // log(1 + v): nearly equal steps between powers of ten, and 1 clearly above 0.
    expect(hundred - ten).toBeCloseTo(scale.toLength(1000) - hundred, -1);
    expect(scale.toLength(1)).toBeGreaterThan(20);
  });

  it('ends its symlog ticks at the first power of ten at or above the tallest bar', () => {
    expect(powerOfTenTicks(0)).toEqual([0, 1]);
    expect(powerOfTenTicks(1)).toEqual([0, 1]);
    expect(powerOfTenTicks(10)).toEqual([0, 1, 10]);
    expect(powerOfTenTicks(11)).toEqual([0, 1, 10, 100]);
  });
});

describe('bandScale', () => {
  it('lays out equal bands with a gap between them and half a gap at each end', () => {
    const bands = bandScale(4, 400, { paddingInner: 0.2, paddingOuter: 0.1 });
    expect(bands.step).toBeCloseTo(400 / 4);
    expect(bands.bandwidth).toBeCloseTo(80);
    expect(bands.start(0)).toBeCloseTo(10);
    expect(bands.start(3) + bands.bandwidth + 10).toBeCloseTo(400);
  });

  it('finds the band under a position, gaps shared between neighbours', () => {
    const bands = bandScale(4, 400, { paddingInner: 0.2, paddingOuter: 0.1 });
    expect(bands.indexAt(0)).toBe(0);
    expect(bands.indexAt(50)).toBe(0);
    expect(bands.indexAt(99)).toBe(0);
    expect(bands.indexAt(101)).toBe(1);
    expect(bands.indexAt(399)).toBe(3);
    expect(bands.indexAt(-20)).toBeNull();
    expect(bands.indexAt(420)).toBeNull();
    expect(bandScale(0, 400).indexAt(10)).toBeNull();
  });
});
