/**
 * Entries along x with bars standing up — side by side or stacked — and optionally lines
 * across them (decision 0175): the dashboard's activity, content types and scanners, and
 * Analytics' periods, score buckets and backlog.
 */
import type { ChartKind } from './chart-texts';
import { useMemo } from 'react';
import { BarEntry } from './bar-entry';
import { countFormatter } from './chart-format';
import { ChartDataTable } from './chart-data-table';
import {
  chartSummary,
  entryLabel,
  showsTotal,
  tableColumns,
  tableRows,
  tooltipRows,
  totalRow,
  type ValueFormatter,
} from './chart-entries';
import { ChartFrame } from './chart-frame';
import { ChartLegend } from './chart-legend';
import { readChartModel, type ChartModel, type ColumnSeries } from './chart-model';
import { ChartTooltip, type TooltipAnchor } from './chart-tooltip';
import classes from './chart.module.css';
import { AXIS_FONT_SIZE, columnGeometry, type ColumnGeometry } from './column-geometry';
import { LineSeries, ReferenceLines, type ReferenceLine } from './column-overlays';
import { useActiveEntry, type ActiveEntry } from './use-active-entry';
import { useChartWidth } from './use-chart-width';
import { useThemeColour } from './use-theme-colour';
import type { ValueScaleKind } from './value-scale';

export interface ColumnChartProps<Row extends object> {
  data: readonly Row[];
  /** The row field naming each entry. */
  entryKey: keyof Row & string;
  series: readonly ColumnSeries[];
  height: number;
  /** The header of the entries' column in the table for screen readers ("Day", "Score"). */
  entryColumn: string;
  /** Bars stack into one per entry (default: side by side). */
  stacked?: boolean;
  valueScale?: ValueScaleKind;
  /** Values are counts: ticks are whole numbers (default). */
  integer?: boolean;
  formatValue?: ValueFormatter;
  formatEntry?: (value: unknown) => string;
  maxBarWidth?: number;
  /** A dot on every point of a line; with many points they would merge into a ribbon. */
  withDots?: boolean;
  withLegend?: boolean;
  referenceLines?: readonly ReferenceLine[];
}

function chartKind(model: ChartModel, stacked: boolean): ChartKind {
  const bars = model.series.some((series) => series.type === 'bar');
  const lines = model.series.some((series) => series.type === 'line');
  if (bars && lines) return 'barsAndLine';
  if (lines) return 'line';
  return stacked && model.series.length > 1 ? 'stackedBars' : 'bars';
}

function tooltipAnchor(
  geometry: ColumnGeometry,
  entry: number,
  width: number,
  pointer: ActiveEntry['pointer'],
): TooltipAnchor {
  const slot = geometry.slots[entry] ?? geometry.plot;
  const centre = slot.x + slot.width / 2;
  const side = centre > width / 2 ? 'left' : 'right';
  const x = side === 'left' ? slot.x - 6 : slot.x + slot.width + 6;
  // Beside the pointer while it moves; for the keyboard, level with the top of the plot.
  return pointer
    ? { x, y: pointer.y, side, align: 'middle' }
    : { x, y: geometry.plot.y, side, align: 'top' };
}

export function ColumnChart<Row extends object>({
  data,
  entryKey,
  series,
  height,
  entryColumn,
  stacked = false,
  valueScale = 'linear',
  integer = true,
  formatValue = countFormatter,
  formatEntry,
  maxBarWidth = 36,
  withDots = false,
  withLegend = series.length > 1,
  referenceLines = [],
}: ColumnChartProps<Row>) {
  const { ref, width } = useChartWidth<HTMLDivElement>();
  const colour = useThemeColour();
  const model = useMemo(
    () => readChartModel(data, entryKey, series, formatEntry),
    [data, entryKey, series, formatEntry],
  );
  const geometry = columnGeometry(model, {
    width,
    height,
    stacked,
    scale: valueScale,
    integer,
    maxBarWidth,
    formatTick: formatValue,
  });
  const active = useActiveEntry(model.entries.length);
  const summary = chartSummary(chartKind(model, stacked), model);
  const withTotal = showsTotal(model, stacked);
  const { plot } = geometry;
  const bottom = plot.y + plot.height;
  const shown = active.shown;

  return (
    <ChartFrame
      frameRef={ref}
      height={height}
      summary={summary}
      active={active}
      locate={(x, y) => (y >= plot.y && y <= bottom ? geometry.entryAt(x) : null)}
      tooltip={
        shown === null ? null : (
          <ChartTooltip
            title={model.entries[shown] ?? ''}
            rows={tooltipRows(model, shown, formatValue, colour)}
            total={withTotal ? totalRow(model, shown, formatValue) : undefined}
            anchor={tooltipAnchor(geometry, shown, width, active.pointer)}
          />
        )
      }
      legend={
        withLegend ? (
          <ChartLegend
            items={model.series.map((one) => ({
              label: one.label,
              colour: colour(one.color),
              type: one.type,
            }))}
          />
        ) : null
      }
      table={
        <ChartDataTable
          summary={summary}
          columns={tableColumns(entryColumn, model)}
          rows={tableRows(model, formatValue)}
        />
      }
    >
      <g aria-hidden>
        {geometry.ticks.map((tick) => (
          <g key={tick.value}>
            <line
              className={tick.value === 0 ? classes.baseline : classes.grid}
              x1={plot.x}
              x2={plot.x + plot.width}
              y1={Math.round(tick.y) + 0.5}
              y2={Math.round(tick.y) + 0.5}
            />
            <text
              className={classes.tick}
              x={plot.x - 10}
              y={tick.y}
              textAnchor="end"
              dominantBaseline="central"
            >
              {tick.label}
            </text>
          </g>
        ))}
        {geometry.labels.map((label, entry) =>
          label === null ? null : (
            <text
              // Entries may share a name (two weeks labelled alike): the position keeps them apart.
              key={entry}
              className={classes.tick}
              x={(geometry.slots[entry]?.x ?? 0) + (geometry.slots[entry]?.width ?? 0) / 2}
              y={bottom + 8 + AXIS_FONT_SIZE / 2}
              textAnchor="middle"
              dominantBaseline="central"
            >
              {label}
            </text>
          ),
        )}
      </g>
      <g>
        {model.entries.map((_, entry) => {
          const slot = geometry.slots[entry];
          if (!slot) return null;
          return (
            <BarEntry
              key={entry}
              slot={slot}
              bars={geometry.bars.filter((bar) => bar.entry === entry)}
              label={entryLabel(model, entry, formatValue, withTotal)}
              entryProps={active.entryProps(entry)}
              shown={shown === entry}
              focused={active.focused === entry}
              stacked={stacked}
              roundedEnd="top"
              bandRadius={3}
              colourOf={(series) => colour(model.series[series]?.color ?? 'gray')}
            ></BarEntry>
          );
        })}
      </g>
      <ReferenceLines chart={geometry} model={model} lines={referenceLines} colour={colour} />
      <LineSeries
        chart={geometry}
        model={model}
        colour={colour}
        shown={shown}
        withDots={withDots}
        withArea={model.series.every((one) => one.type === 'line')}
      />
    </ChartFrame>
  );
}
