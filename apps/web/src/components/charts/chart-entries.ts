/**
 * One entry's figures in words: what its tooltip lists, what a screen reader hears when it is
 * focused, and its row of the table. One source, so the three always agree.
 */
import { CHART_TEXTS, type ChartKind } from './chart-texts';
import type { DataTableRow } from './chart-data-table';
import type { TooltipRow } from './chart-tooltip';
import { barTotal, type ChartModel } from './chart-model';

export type ValueFormatter = (value: number) => string;

/** Totals are worth a line only where bars stack: there the reader would add them up. */
export function showsTotal(model: ChartModel, stacked: boolean): boolean {
  return stacked && model.series.filter((series) => series.type === 'bar').length > 1;
}

export function chartSummary(kind: ChartKind, model: ChartModel): string {
  return CHART_TEXTS.summary(
    kind,
    model.series.map((series) => series.label),
    model.entries.length,
  );
}

export function entryLabel(
  model: ChartModel,
  entry: number,
  format: ValueFormatter,
  withTotal: boolean,
): string {
  const values = model.series.map((series) =>
    CHART_TEXTS.seriesValue(series.label, format(series.values[entry] ?? 0)),
  );
  if (withTotal)
    values.push(CHART_TEXTS.seriesValue(CHART_TEXTS.total, format(barTotal(model, entry))));
  return CHART_TEXTS.entry(model.entries[entry] ?? '', values);
}

export function tooltipRows(
  model: ChartModel,
  entry: number,
  format: ValueFormatter,
  colour: (name: string) => string,
): TooltipRow[] {
  return model.series.map((series) => ({
    label: series.label,
    colour: colour(series.color),
    value: format(series.values[entry] ?? 0),
    type: series.type,
  }));
}

export function totalRow(model: ChartModel, entry: number, format: ValueFormatter): TooltipRow {
  return {
    label: CHART_TEXTS.total,
    colour: 'transparent',
    value: format(barTotal(model, entry)),
  };
}

export function tableColumns(entryColumn: string, model: ChartModel): string[] {
  return [entryColumn, ...model.series.map((series) => series.label)];
}

export function tableRows(model: ChartModel, format: ValueFormatter): DataTableRow[] {
  return model.entries.map((name, entry) => ({
    name,
    values: model.series.map((series) => format(series.values[entry] ?? 0)),
  }));
}
