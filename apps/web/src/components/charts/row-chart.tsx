/**
 * One row per entry, its bars growing rightwards (decision 0175): "top …" lists, domains
 * with their two counts, moderators' decisions, reversal rates. Long names keep their room
 * on the left and are cut with an ellipsis; the tooltip and the table carry them whole.
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
import { readChartModel, type ChartSeries } from './chart-model';
import { ChartTooltip } from './chart-tooltip';
import classes from './chart.module.css';
import { AXIS_FONT_SIZE } from './column-geometry';
import { rowGeometry } from './row-geometry';
import { textWidth } from './text-width';
import { useActiveEntry } from './use-active-entry';
import { useChartWidth } from './use-chart-width';
import { useThemeColour } from './use-theme-colour';

export interface RowChartProps<Row extends object> {
  data: readonly Row[];
  entryKey: keyof Row & string;
  series: readonly ChartSeries[];
  /** The header of the entries' column in the table for screen readers ("Name"). */
  entryColumn: string;
  /** Height of one entry's row; the chart is as tall as its rows and the axis. */
  rowHeight?: number;
  stacked?: boolean;
  integer?: boolean;
  formatValue?: ValueFormatter;
  /** The value axis's numbers (default: as values are written). */
  formatTick?: ValueFormatter;
  maxBarThickness?: number;
  /** Each entry's value (a stack's total) written after its bars. */
  withValueLabels?: boolean;
  withLegend?: boolean;
}

export function RowChart<Row extends object>({
  data,
  entryKey,
  series,
  entryColumn,
  rowHeight = 34,
  stacked = false,
  integer = true,
  formatValue = countFormatter,
  formatTick = formatValue,
  maxBarThickness = 22,
  withValueLabels = false,
  withLegend = series.length > 1,
}: RowChartProps<Row>) {
  const { ref, width } = useChartWidth<HTMLDivElement>();
  const colour = useThemeColour();
  const model = useMemo(() => readChartModel(data, entryKey, series), [data, entryKey, series]);
  const geometry = rowGeometry(model, {
    width,
    rowHeight,
    stacked,
    integer,
    maxBarThickness,
    formatValue,
    formatTick,
    withValueLabels,
  });
  const active = useActiveEntry(model.entries.length);
  const kind: ChartKind = stacked && series.length > 1 ? 'stackedBars' : 'bars';
  const summary = chartSummary(kind, model);
  const withTotal = showsTotal(model, stacked);
  const { plot } = geometry;
  const shown = active.shown;

  let tooltip = null;
  if (shown !== null) {
    const label = geometry.valueLabels[shown];
    // After the bar and its written value, or before the bar's end when that is far right.
    const after = label
      ? label.x + textWidth(label.text, AXIS_FONT_SIZE) + 10
      : (geometry.ends[shown] ?? plot.x) + 10;
    const leftwards = after > width * 0.62;
    tooltip = (
      <ChartTooltip
        title={model.entries[shown] ?? ''}
        rows={tooltipRows(model, shown, formatValue, colour)}
        total={withTotal ? totalRow(model, shown, formatValue) : undefined}
        anchor={{
          x: leftwards ? (geometry.ends[shown] ?? plot.x) - 10 : after,
          y: geometry.labels[shown]?.y ?? plot.y,
          side: leftwards ? 'left' : 'right',
          align: 'middle',
        }}
      />
    );
  }

  return (
    <ChartFrame
      frameRef={ref}
      height={geometry.height}
      summary={summary}
      active={active}
      locate={(_, y) => geometry.entryAt(y)}
      tooltip={tooltip}
      legend={
        withLegend ? (
          <ChartLegend
            items={model.series.map((one) => ({ label: one.label, colour: colour(one.color) }))}
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
              x1={Math.round(tick.x) + 0.5}
              x2={Math.round(tick.x) + 0.5}
              y1={plot.y}
              y2={plot.y + plot.height}
            />
            <text
              className={classes.tick}
              x={tick.x}
              y={plot.y + plot.height + 16}
              textAnchor="middle"
              dominantBaseline="central"
            >
              {tick.label}
            </text>
          </g>
        ))}
        {geometry.labels.map((label, entry) => (
          <text
            // Names may repeat (two moderators alike): the position keeps them apart.
            key={entry}
            className={classes.tick}
            x={plot.x - 12}
            y={label.y}
            textAnchor="end"
            dominantBaseline="central"
          >
            {label.text}
          </text>
        ))}
      </g>
      <g>
        {model.entries.map((_, entry) => {
          const slot = geometry.slots[entry];
          if (!slot) return null;
          const valueLabel = geometry.valueLabels[entry];
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
              roundedEnd="right"
              bandRadius={4}
              colourOf={(series) => colour(model.series[series]?.color ?? 'gray')}
            >
              {valueLabel ? (
                <text
                  aria-hidden
                  className={classes.valueLabel}
                  x={valueLabel.x}
                  y={valueLabel.y}
                  dominantBaseline="central"
                >
                  {valueLabel.text}
                </text>
              ) : null}
            </BarEntry>
          );
        })}
      </g>
    </ChartFrame>
  );
}
