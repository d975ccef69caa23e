/**
 * Axis ticks at "nice" steps — 1, 2, 2.5 or 5 times a power of ten — from 0 to the first step
 * at or above the largest value, so gridlines fall on numbers a reader can add up in their
 * head (0, 10, 20, 30, 40 rather than 0, 9, 18, 27, 36).
 */

const STEP_FACTORS = [1, 2, 2.5, 5, 10] as const;

export interface NiceTickOptions {
  /** About how many steps the axis has room for; the result may have one or two fewer. */
  count?: number;
  /** Counts: no step below 1 and none with a fraction (no "2.5 items"). */
  integer?: boolean;
}

/** The step between ticks for values up to `max`. */
export function niceStep(max: number, { count = 5, integer = true }: NiceTickOptions = {}): number {
  const raw = max / Math.max(1, count);
  if (!(raw > 0) || !Number.isFinite(raw)) return 1;
  const power = 10 ** Math.floor(Math.log10(raw));
  for (const factor of STEP_FACTORS) {
    const step = factor * power;
    if (step < raw) continue;
    if (integer && (step < 1 || !Number.isInteger(step))) continue;
    return step;
  }
  // Only reached for counts below 1 per step: one item a step.
  return integer ? Math.max(1, Math.ceil(raw)) : 10 * power;
}

/**
 * Ticks from 0 up to and including the first multiple of the step at or above `max`. With
 * nothing to draw (0, negative, not a number) the axis still reads 0 to 1.
 */
export function niceTicks(max: number, options: NiceTickOptions = {}): number[] {
  const top = Number.isFinite(max) && max > 0 ? max : 0;
  if (top === 0) return [0, 1];
  const step = niceStep(top, options);
  const steps = Math.ceil(top / step - 1e-9);
  // toPrecision drops the float noise of repeated additions (0.30000000000000004).
  return Array.from({ length: steps + 1 }, (_, index) => Number((index * step).toPrecision(12)));
}
