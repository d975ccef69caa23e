/**
 * Where everything of a chart of horizontal bars goes — one row per entry, its name on the
 * left (cut with an ellipsis when too long), the bars growing rightwards from a shared zero,
 * the value axis underneath. Pure arithmetic, tested without a browser.
 */
import { bandScale } from './band-scale';
import type { ChartModel } from './chart-model';
import { largestValue } from './chart-model';
import { AXIS_FONT_SIZE, type Box } from './column-geometry';
import { fitText, textWidth } from './text-width';
import { niceTicks } from './nice-ticks';
import { valueScale } from './value-scale';

export interface RowBar extends Box {
  entry: number;
  series: number;
  end: boolean;
}

export interface RowGeometry {
  height: number;
  plot: Box;
  /** Each entry's name as it fits its column, and the row's vertical centre. */
  labels: Array<{ text: string; y: number }>;
  ticks: Array<{ value: number; x: number; label: string }>;
  slots: Box[];
  bars: RowBar[];
  /** Where each entry's bars end (its value label and tooltip stand after it). */
  ends: number[];
  /** Each entry's value written after its bars, when asked for. */
  valueLabels: Array<{ text: string; x: number; y: number } | null>;
  entryAt: (y: number) => number | null;
}

export interface RowOptions {
  width: number;
  rowHeight: number;
  stacked: boolean;
  integer: boolean;
  maxBarThickness: number;
  formatValue: (value: number) => string;
  formatTick: (value: number) => string;
  /** Write each entry's value (the stack's total) at the end of its bars. */
  withValueLabels: boolean;
}

const TOP = 4;
const AXIS_HEIGHT = 28;
const LABEL_PAD = 12;

export function rowGeometry(model: ChartModel, options: RowOptions): RowGeometry {
  const { width, stacked } = options;
  const count = model.entries.length;
  const height = TOP + Math.max(1, count) * options.rowHeight + AXIS_HEIGHT;
  const widestName = Math.max(0, ...model.entries.map((name) => textWidth(name, AXIS_FONT_SIZE)));
  // Names take what they need up to about a third of the width; longer ones are cut.
  const labelWidth = Math.ceil(Math.min(widestName, Math.max(60, Math.min(200, width * 0.34))));
  const largest = largestValue(model, stacked);
  const totals = model.entries.map((_, entry) =>
    stacked
      ? model.series.reduce((sum, series) => sum + Math.max(0, series.values[entry] ?? 0), 0)
      : Math.max(0, ...model.series.map((series) => series.values[entry] ?? 0)),
  );
  const valueTexts = totals.map(options.formatValue);
  const valueRoom = options.withValueLabels
    ? Math.max(...valueTexts.map((text) => textWidth(text, AXIS_FONT_SIZE)), 0) + 12
    : 0;
  const left = labelWidth + LABEL_PAD;
  // Tick values depend on the room only through their number: about one every 90 px.
  const roomGuess = Math.max(40, width - left - Math.max(16, valueRoom));
  const tickOptions = {
    count: Math.min(6, Math.max(2, Math.floor(roomGuess / 90))),
    integer: options.integer,
  };
  const tickLabels = niceTicks(largest, tickOptions).map(options.formatTick);
  // The last tick's label is centred on the plot's end: leave half of it as margin.
  const lastTick = textWidth(tickLabels.at(-1) ?? '', AXIS_FONT_SIZE) / 2 + 2;
  const plotWidth = Math.max(40, width - left - Math.max(16, valueRoom, lastTick));
  const scale = valueScale('linear', largest, plotWidth, tickOptions);
  const plot: Box = { x: left, y: TOP, width: plotWidth, height: count * options.rowHeight };
  const bands = bandScale(count, plot.height, { paddingInner: 0.3, paddingOuter: 0.15 });
  const gap = bands.step - bands.bandwidth;

  const barSeries = model.series.map((_, index) => index);
  const bars: RowBar[] = [];
  const ends = model.entries.map(() => plot.x);
  model.entries.forEach((_, entry) => {
    const y0 = plot.y + bands.start(entry);
    if (stacked) {
      const thickness = Math.min(bands.bandwidth, options.maxBarThickness);
      const y = y0 + (bands.bandwidth - thickness) / 2;
      let base = 0;
      const segments: RowBar[] = [];
      for (const series of barSeries) {
        const value = Math.max(0, model.series[series]?.values[entry] ?? 0);
        if (value === 0) continue;
        const x = plot.x + scale.toLength(base);
        const length = scale.toLength(base + value) - scale.toLength(base);
        segments.push({ entry, series, x, y, width: length, height: thickness, end: false });
        base += value;
      }
      const last = segments.at(-1);
      if (last) last.end = true;
      bars.push(...segments);
      ends[entry] = plot.x + scale.toLength(base);
      return;
    }
    const n = Math.max(1, barSeries.length);
    const inner = n > 1 ? 3 : 0;
    const thickness = Math.min(options.maxBarThickness, (bands.bandwidth - inner * (n - 1)) / n);
    const groupHeight = thickness * n + inner * (n - 1);
    barSeries.forEach((series, position) => {
      const value = Math.max(0, model.series[series]?.values[entry] ?? 0);
      const length = scale.toLength(value);
      ends[entry] = Math.max(ends[entry] ?? plot.x, plot.x + length);
      if (value === 0) return;
      const y = y0 + (bands.bandwidth - groupHeight) / 2 + position * (thickness + inner);
      bars.push({ entry, series, x: plot.x, y, width: length, height: thickness, end: true });
    });
  });

  return {
    height,
    plot,
    labels: model.entries.map((name, entry) => ({
      text: fitText(name, labelWidth, AXIS_FONT_SIZE),
      y: plot.y + bands.start(entry) + bands.bandwidth / 2,
    })),
    ticks: scale.ticks.map((value, index) => ({
      value,
      x: plot.x + scale.toLength(value),
      label: tickLabels[index] ?? '',
    })),
    // A row's slot spans the whole width: its name, bars and value light up together.
    slots: model.entries.map((_, entry) => ({
      x: 0,
      y: plot.y + bands.start(entry) - gap / 2,
      width,
      height: bands.step,
    })),
    bars,
    ends,
    valueLabels: model.entries.map((_, entry) =>
      options.withValueLabels
        ? {
            text: valueTexts[entry] ?? '',
            x: (ends[entry] ?? plot.x) + 6,
            y: plot.y + bands.start(entry) + bands.bandwidth / 2,
          }
        : null,
    ),
    entryAt: (y) => bands.indexAt(y - plot.y),
  };
}
