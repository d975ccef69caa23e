/**
 * What a section's table holds, once: the table view draws it, the CSV is written from it, and
 * the chart is drawn from the same rows, so the three never disagree (decision 0171). Cells
 * keep raw values; the table formats them as the console does (en-GB numbers, the duration
 * format), the CSV writes them plainly.
 */
import type { TAnalyticsPeriod } from '@vigil/contract';

export type TableCell =
  | { kind: 'text'; value: string }
  /** Written by people or plugins (domain, moderator, category names): shown through UserText. */
  | { kind: 'user-text'; value: string }
  | { kind: 'count'; value: number }
  /** A percentage 0–100, rounded to the two decimals shown; null: nothing to divide by. */
  | { kind: 'percent'; value: number | null }
  | { kind: 'duration'; seconds: number }
  | { kind: 'period'; period: TAnalyticsPeriod; label: string };

export type TableCellKind = TableCell['kind'];

export interface TableColumn {
  key: string;
  header: string;
  kind: TableCellKind;
}

export interface TableRow {
  key: string;
  cells: readonly TableCell[];
}

export interface TableModel {
  /** The table's caption: the section's title, or what the rows are. */
  caption: string;
  columns: readonly TableColumn[];
  rows: readonly TableRow[];
}

export const textCell = (value: string): TableCell => ({ kind: 'text', value });
export const userTextCell = (value: string): TableCell => ({ kind: 'user-text', value });
export const countCell = (value: number): TableCell => ({ kind: 'count', value });
export const durationCell = (seconds: number): TableCell => ({ kind: 'duration', seconds });
export const periodCell = (period: TAnalyticsPeriod, label: string): TableCell => ({
  kind: 'period',
  period,
  label,
});

/** `part` of `whole` as a percentage rounded to two decimals; null when the whole is 0. */
export function rate(part: number, whole: number): number | null {
  if (!(whole > 0)) return null;
  return Math.round((part / whole) * 10_000) / 100;
}

export const percentCell = (value: number | null): TableCell => ({ kind: 'percent', value });
