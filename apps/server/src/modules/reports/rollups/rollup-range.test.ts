/**
 * How a range is read from the roll-ups (decisions 0140, 0150): whichever runs of monthly and
 * daily rows it takes, added and taken away, every day of the range counts once and no other
 * day counts at all.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysOf, rollupParts, type RollupPart } from './rollup-range';

/** Each day a part covers, with the part's sign. */
function daysOfPart(part: RollupPart): string[] {
  if (part.grain === 'day') return daysOf(part.from, part.to);
  const last = addDays(`${addDays(`${part.to}-28`, 4).slice(0, 7)}-01`, -1);
  return daysOf(`${part.from}-01`, last);
}

function coverage(parts: readonly RollupPart[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const part of parts) {
    for (const day of daysOfPart(part)) counts.set(day, (counts.get(day) ?? 0) + part.sign);
  }
  for (const [day, count] of counts) if (count === 0) counts.delete(day);
  return counts;
}

describe('the runs of rows a range is read from', () => {
  it('counts every day of any range once, and nothing else', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1500 }),
        fc.integer({ min: 0, max: 420 }),
        (start, length) => {
          const from = addDays('2024-01-01', start);
          const to = addDays(from, length);
          const expected = new Map(daysOf(from, to).map((day) => [day, 1]));
          expect(coverage(rollupParts(from, to))).toEqual(expected);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('reads the current month up to today as its month less the days to come', () => {
    expect(rollupParts('2025-11-26', '2026-11-25')).toEqual([
      { grain: 'month', from: '2025-12', to: '2026-10', sign: 1 },
      { grain: 'day', from: '2025-11-26', to: '2025-11-30', sign: 1 },
      { grain: 'month', from: '2026-11', to: '2026-11', sign: 1 },
      { grain: 'day', from: '2026-11-26', to: '2026-11-30', sign: -1 },
    ]);
  });

  it('reads a few days from the daily rows', () => {
    expect(rollupParts('2026-03-30', '2026-04-02')).toEqual([
      { grain: 'day', from: '2026-03-30', to: '2026-03-31', sign: 1 },
      { grain: 'day', from: '2026-04-01', to: '2026-04-02', sign: 1 },
    ]);
  });
});
