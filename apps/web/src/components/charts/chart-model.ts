/**
 * Rows as the screens hold them (one object per entry, a field per series) read into what
 * every drawing needs: the entries' names and each series' numbers in entry order.
 */

/** One series: the row field it reads, its name for people, and a Mantine colour name. */
export interface ChartSeries {
  name: string;
  label: string;
  color: string;
}

/** A series of a chart over entries along x: bars (the default) or a line over them. */
export interface ColumnSeries extends ChartSeries {
  type?: 'bar' | 'line';
}

export interface SeriesValues {
  name: string;
  label: string;
  color: string;
  type: 'bar' | 'line';
  values: number[];
}

export interface ChartModel {
  /** Each entry's name as shown (axis, tooltip, table). */
  entries: string[];
  series: SeriesValues[];
}

/** A field of a row as a count: anything else (missing, text, NaN) is drawn as 0. */
function numberField(row: object, key: string): number {
  const value = (row as Record<string, unknown>)[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

export function readChartModel<Row extends object>(
  rows: readonly Row[],
  entryKey: keyof Row & string,
  series: readonly ColumnSeries[],
  formatEntry: (value: unknown) => string = String,
): ChartModel {
  return {
    entries: rows.map((row) => formatEntry((row as Record<string, unknown>)[entryKey])),
    series: series.map((one) => ({
      name: one.name,
      label: one.label,
      color: one.color,
      type: one.type ?? 'bar',
      values: rows.map((row) => numberField(row, one.name)),
    })),
  };
}

/** The largest value the value axis must reach: stacked bars add up, others stand alone. */
export function largestValue(model: ChartModel, stacked: boolean): number {
  let largest = 0;
  model.entries.forEach((_, index) => {
    let stack = 0;
    for (const series of model.series) {
      const value = Math.max(0, series.values[index] ?? 0);
      if (series.type === 'bar' && stacked) stack += value;
      else largest = Math.max(largest, value);
    }
    largest = Math.max(largest, stack);
  });
  return largest;
}

/** Sum of the bar series at one entry: a stack's height, the tooltip's total. */
export function barTotal(model: ChartModel, index: number): number {
  return model.series
    .filter((series) => series.type === 'bar')
    .reduce((sum, series) => sum + (series.values[index] ?? 0), 0);
}
