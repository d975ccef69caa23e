/**
 * The complaints a transparency report states (decision 0185; DSA Article 15(1)(d)): appeals
 * received in the period, and those decided in it — upheld or reversed, and the median time
 * from receipt to decision. An appeal that lapsed (the item changed before anyone decided) is
 * received but not decided. Read from the appeals themselves: a month has few.
 */
import type { TTransparencyFigures } from '@vigil/contract';
import type { AppContext } from '../../context';
import { addDays } from '../reports/reports.service';

type Complaints = NonNullable<TTransparencyFigures['complaints']>;

function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? 0;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? upper) + upper) / 2;
}

export async function complaintFigures(
  ctx: AppContext,
  tenantId: string,
  period: { from: string; to: string },
): Promise<Complaints> {
  // Stored timestamps compare as text; the period's days are inclusive.
  const start = `${period.from}T00:00:00.000Z`;
  const end = `${addDays(period.to, 1)}T00:00:00.000Z`;
  const rows = await ctx.services.reports.listAppealTimes(tenantId, start, end);
  const within = (stamp: string | null) => stamp !== null && stamp >= start && stamp < end;
  const decided = rows.filter(
    (row) => (row.status === 'upheld' || row.status === 'reversed') && within(row.decided_at),
  );
  return {
    received: rows.filter((row) => within(row.received_at)).length,
    decided: decided.length,
    upheld: decided.filter((row) => row.status === 'upheld').length,
    reversed: decided.filter((row) => row.status === 'reversed').length,
    median_seconds_to_decide: median(
      decided.map(
        (row) =>
          (new Date(row.decided_at ?? row.received_at).getTime() -
            new Date(row.received_at).getTime()) /
          1000,
      ),
    ),
  };
}
