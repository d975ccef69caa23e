/**
 * Where everything of a chart over entries along x goes (bars standing up, lines across
 * them): pure arithmetic on the model and the size, so it is tested without a browser.
 */
import { bandScale } from './band-scale';
import type { ChartModel } from './chart-model';
import { largestValue } from './chart-model';
import { textWidth } from './text-width';
import { valueScale, type ValueScaleKind } from './value-scale';

export const AXIS_FONT_SIZE = 12;

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface ColumnBar extends Box {
  entry: number;
  series: number;
  /** The outer end of its stack (or a lone bar): drawn rounded. */
  end: boolean;
}

export interface ColumnGeometry {
  plot: Box;
  ticks: Array<{ value: number; y: number; label: string }>;
  /** Each entry's whole slot (its band and half the gap each side): hover area, highlight. */
  slots: Box[];
  /** Each entry's axis label, or null where labels are thinned out to stay apart. */
  labels: Array<string | null>;
  bars: ColumnBar[];
  lines: Array<{ series: number; points: Array<{ x: number; y: number }> }>;
  /** The highest point drawn for each entry (the tooltip stands beside it). */
  tops: number[];
  /** x of the boundary before an entry: where a threshold that opens it is drawn. */
  boundary: (entry: number) => number;
  entryAt: (x: number) => number | null;
}

export interface ColumnOptions {
  width: number;
  height: number;
  stacked: boolean;
  scale: ValueScaleKind;
  integer: boolean;
  maxBarWidth: number;
  formatTick: (value: number) => string;
}

const MARGIN = { top: 10, right: 12, bottom: 28 };
const LABEL_GAP = 14;

export function columnGeometry(model: ChartModel, options: ColumnOptions): ColumnGeometry {
  const { width, height, stacked } = options;
  const count = model.entries.length;
  const plotHeight = Math.max(20, height - MARGIN.top - MARGIN.bottom);
  // Roughly one gridline every 50 px: enough to read a bar against, few enough to stay quiet.
  const values = valueScale(options.scale, largestValue(model, stacked), plotHeight, {
    count: Math.max(2, Math.floor(plotHeight / 50)),
    integer: options.integer,
  });
  const tickLabels = values.ticks.map(options.formatTick);
  const left =
    Math.ceil(Math.max(...tickLabels.map((label) => textWidth(label, AXIS_FONT_SIZE)))) + 10;
  const plot: Box = {
    x: left,
    y: MARGIN.top,
    width: Math.max(20, width - left - MARGIN.right),
    height: plotHeight,
  };
  const bottom = plot.y + plot.height;
  const bands = bandScale(count, plot.width, { paddingInner: 0.28, paddingOuter: 0.14 });
  const gap = bands.step - bands.bandwidth;
  const bandX = (entry: number) => plot.x + bands.start(entry);
  const yOf = (value: number) => bottom - values.toLength(value);

  // Labels every k-th entry, k just large enough that neighbours do not touch.
  const widest = Math.max(0, ...model.entries.map((entry) => textWidth(entry, AXIS_FONT_SIZE)));
  const every = Math.max(1, Math.ceil((widest + LABEL_GAP) / bands.step));
  const labels = model.entries.map((entry, index) => (index % every === 0 ? entry : null));

  const barSeries = model.series.flatMap((series, index) => (series.type === 'bar' ? [index] : []));
  const bars: ColumnBar[] = [];
  const tops = model.entries.map(() => bottom);
  model.entries.forEach((_, entry) => {
    const x0 = bandX(entry);
    if (stacked) {
      const barWidth = Math.min(bands.bandwidth, options.maxBarWidth);
      const x = x0 + (bands.bandwidth - barWidth) / 2;
      let base = 0;
      const segments: ColumnBar[] = [];
      for (const series of barSeries) {
        const value = Math.max(0, model.series[series]?.values[entry] ?? 0);
        if (value === 0) continue;
        const y = yOf(base + value);
        segments.push({ entry, series, x, y, width: barWidth, height: yOf(base) - y, end: false });
        base += value;
      }
      const last = segments.at(-1);
      if (last) last.end = true;
      bars.push(...segments);
      tops[entry] = yOf(base);
      return;
    }
    const n = Math.max(1, barSeries.length);
    const inner = Math.min(4, bands.bandwidth * 0.08);
    const barWidth = Math.min(options.maxBarWidth, (bands.bandwidth - inner * (n - 1)) / n);
    const groupWidth = barWidth * n + inner * (n - 1);
    barSeries.forEach((series, position) => {
      const value = Math.max(0, model.series[series]?.values[entry] ?? 0);
      const y = yOf(value);
      tops[entry] = Math.min(tops[entry] ?? bottom, y);
      if (value === 0) return;
      const x = x0 + (bands.bandwidth - groupWidth) / 2 + position * (barWidth + inner);
      bars.push({ entry, series, x, y, width: barWidth, height: bottom - y, end: true });
    });
  });

  const lines = model.series.flatMap((series, index) =>
    series.type === 'line'
      ? [
          {
            series: index,
            points: series.values.map((value, entry) => {
              const y = yOf(value);
              tops[entry] = Math.min(tops[entry] ?? bottom, y);
              return { x: bandX(entry) + bands.bandwidth / 2, y };
            }),
          },
        ]
      : [],
  );

  return {
    plot,
    ticks: values.ticks.map((value, index) => ({
      value,
      y: yOf(value),
      label: tickLabels[index] ?? '',
    })),
    slots: model.entries.map((_, entry) => ({
      x: bandX(entry) - gap / 2,
      y: plot.y,
      width: bands.step,
      height: plot.height,
    })),
    labels,
    bars,
    lines,
    tops,
    boundary: (entry) => bandX(entry) - gap / 2,
    entryAt: (x) => bands.indexAt(x - plot.x),
  };
}
