import type { DashboardRangePreset, TDateRangeQuery } from '@vigil/contract';
import { useState } from 'react';
import { DEFAULT_RANGE_PRESET, presetRange } from './range-presets';
import { validateRange, type RangeCheck, type RangeDraft } from './validate-range';

export interface DashboardRange {
  /** The dates as typed, shown in the inputs, valid or not. */
  draft: RangeDraft;
  /** Why the draft is refused, per field; null when it is the range in use. */
  errors: { from?: string; to?: string } | null;
  /** The last valid range: what the stats and charts are asked for. */
  range: TDateRangeQuery;
  setFrom: (from: string) => void;
  setTo: (to: string) => void;
  choosePreset: (preset: DashboardRangePreset) => void;
}

/**
 * The dashboard's time span. A refused draft keeps the previous range on screen (its numbers
 * stay, and no call is made for a range the server would refuse) until the dates are fixed.
 */
export function useDashboardRange(now: () => Date = () => new Date()): DashboardRange {
  const [draft, setDraft] = useState<RangeDraft>(() => presetRange(DEFAULT_RANGE_PRESET, now()));
  const [range, setRange] = useState<TDateRangeQuery>(() => ({ ...draft }));
  const [check, setCheck] = useState<RangeCheck>({ ok: true, range });

  const apply = (next: RangeDraft) => {
    setDraft(next);
    const result = validateRange(next);
    setCheck(result);
    if (result.ok) setRange(result.range);
  };

  return {
    draft,
    errors: check.ok ? null : check.errors,
    range,
    setFrom: (from) => apply({ ...draft, from }),
    setTo: (to) => apply({ ...draft, to }),
    choosePreset: (preset) => apply(presetRange(preset, now())),
  };
}
