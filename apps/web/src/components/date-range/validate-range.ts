/**
 * The two dates as typed, checked with the contract's own range schema, so the screen refuses
 * exactly what the server would (reversed, longer than MAX_DATE_RANGE_DAYS, not a date) with
 * the same MESSAGES, before any call is made.
 */
import { ZDateRangeQuerySchema, type TDateRangeQuery } from '@vigil/contract';

export interface RangeDraft {
  from: string;
  to: string;
}

export type RangeCheck =
  { ok: true; range: TDateRangeQuery } | { ok: false; errors: { from?: string; to?: string } };

export function validateRange(draft: RangeDraft): RangeCheck {
  const parsed = ZDateRangeQuerySchema.safeParse(draft);
  if (parsed.success) return { ok: true, range: parsed.data };
  const errors: { from?: string; to?: string } = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    // The first problem of each field is the one worth reading.
    if ((field === 'from' || field === 'to') && errors[field] === undefined) {
      errors[field] = issue.message;
    }
  }
  return { ok: false, errors };
}
