/**
 * A value axis: its ticks and where a value falls along it, measured from the zero line. Two
 * kinds: linear, and symlog for counts where a few large values would flatten the rest (the
 * score histogram, decision 0171) — log(1 + v), so 0 stays at 0 and 1 is one step up.
 */
import { niceTicks } from './nice-ticks';

export type ValueScaleKind = 'linear' | 'symlog';

export interface ValueScale {
  ticks: readonly number[];
  /** Distance from the zero line, in pixels, of a value (clamped to the axis). */
  toLength: (value: number) => number;
}

/** 0, 1, 10, 100, … up to the first power of ten at or above `max`. */
export function powerOfTenTicks(max: number): number[] {
  const ticks = [0, 1];
  while ((ticks.at(-1) ?? 1) < max) ticks.push((ticks.at(-1) ?? 1) * 10);
  return ticks;
}

export function valueScale(
  kind: ValueScaleKind,
  max: number,
  length: number,
  options: { count?: number; integer?: boolean } = {},
): ValueScale {
  const ticks = kind === 'symlog' ? powerOfTenTicks(max) : niceTicks(max, options);
  const top = ticks.at(-1) ?? 1;
  const transform = kind === 'symlog' ? Math.log1p : (value: number) => value;
  const span = transform(top) || 1;
  return {
    ticks,
    toLength: (value) => {
      const clamped = Math.min(Math.max(Number.isFinite(value) ? value : 0, 0), top);
      return (transform(clamped) / span) * length;
    },
  };
}
