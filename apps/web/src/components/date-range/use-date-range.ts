import type { TDateRangeQuery } from '@vigil/contract';
import { useState } from 'react';
import { presetRange, type RangePreset } from './range-presets';
import { validateRange, type RangeDraft } from './validate-range';

export interface DateRange {
  /** The dates as typed, shown in the inputs, valid or not. */
  draft: RangeDraft;
  /** Why the draft is refused, per field; null when it is the range in use. */
  errors: { from?: string; to?: string } | null;
  /** The last valid range: what the screen asks for. */
  range: TDateRangeQuery;
  setFrom: (from: string) => void;
  setTo: (to: string) => void;
  choosePreset: (preset: RangePreset) => void;
}

export interface DateRangeOptions {
  /** The range in use until the reader picks another (and while the given one is refused). */
  defaultRange: () => TDateRangeQuery;
  /**
   * Controlled: the range in use is kept by the screen (the Analytics URL) and `onChange` is
   * told each valid new one; a range changed there (a link, back and forward) replaces the
   * draft. Absent: the hook keeps it.
   */
  range?: TDateRangeQuery;
  onChange?: (range: TDateRangeQuery) => void;
  /** The first draft when it differs from the range in use (refused dates from a link). */
  initialDraft?: RangeDraft;
  now?: () => Date;
}

const sameRange = (a: RangeDraft, b: RangeDraft) => a.from === b.from && a.to === b.to;

/**
 * A time span as two typed dates. A refused draft keeps the previous range on screen (its
 * numbers stay, and no call is made for a range the server would refuse) until the dates
 * are fixed.
 */
export function useDateRange({
  defaultRange,
  range: controlled,
  onChange,
  initialDraft,
  now = () => new Date(),
}: DateRangeOptions): DateRange {
  const [own, setOwn] = useState<TDateRangeQuery>(() => controlled ?? defaultRange());
  const range = controlled ?? own;
  const [draft, setDraft] = useState<RangeDraft>(() => initialDraft ?? range);
  const [errors, setErrors] = useState<DateRange['errors']>(() => {
    const check = validateRange(initialDraft ?? range);
    return check.ok ? null : check.errors;
  });
  // The range the draft was last brought in line with: a change made elsewhere replaces it.
  const [followed, setFollowed] = useState<TDateRangeQuery>(range);
  if (!sameRange(followed, range)) {
    setFollowed(range);
    setDraft(range);
    setErrors(null);
  }

  const apply = (next: RangeDraft) => {
    setDraft(next);
    const check = validateRange(next);
    setErrors(check.ok ? null : check.errors);
    if (check.ok) {
      setFollowed(check.range);
      setOwn(check.range);
      onChange?.(check.range);
    }
  };

  return {
    draft,
    errors,
    range,
    setFrom: (from) => apply({ ...draft, from }),
    setTo: (to) => apply({ ...draft, to }),
    choosePreset: (preset) => apply(presetRange(preset, now())),
  };
}
