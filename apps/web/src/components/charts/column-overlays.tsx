/**
 * What a chart over entries draws on top of its bars: lines through the entries' points and
 * dashed reference lines. Screen readers skip both — a line's values are in its entries'
 * names, and a threshold's effect is in them too (the histogram's series are its verdicts) —
 * and the pointer passes through them to the entries.
 */
import type { ChartModel } from './chart-model';
import classes from './chart.module.css';
import type { ColumnGeometry } from './column-geometry';
import type { ThemeColour } from './use-theme-colour';

/** A dashed vertical line at the start of an entry (a threshold opening a score bucket). */
export interface ReferenceLine {
  /** The entry it opens, as its axis names it. */
  entry: string;
  label: string;
  color: string;
}

const pathThrough = (points: ReadonlyArray<{ x: number; y: number }>): string =>
  points
    .map((point, index) => `${index === 0 ? 'M' : 'L'}${point.x.toFixed(2)},${point.y.toFixed(2)}`)
    .join('');

export function LineSeries({
  chart,
  model,
  colour,
  shown,
  withDots,
  withArea,
}: {
  chart: ColumnGeometry;
  model: ChartModel;
  colour: ThemeColour;
  /** The entry being read: its point is drawn larger. */
  shown: number | null;
  withDots: boolean;
  /** A lone line gets a faint area under it: the eye reads a level, not a thread. */
  withArea: boolean;
}) {
  const bottom = chart.plot.y + chart.plot.height;
  return (
    <g aria-hidden pointerEvents="none">
      {chart.lines.map((line) => {
        const stroke = colour(model.series[line.series]?.color ?? 'gray');
        const first = line.points[0]?.x ?? 0;
        const last = line.points.at(-1)?.x ?? 0;
        return (
          <g key={line.series}>
            {withArea && line.points.length > 1 ? (
              <path
                fill={stroke}
                fillOpacity={0.1}
                d={`${pathThrough(line.points)}L${last.toFixed(2)},${bottom}L${first.toFixed(2)},${bottom}Z`}
              />
            ) : null}
            <path className={classes.line} stroke={stroke} d={pathThrough(line.points)} />
            {line.points.map((point, entry) =>
              withDots || shown === entry ? (
                <circle
                  key={entry}
                  className={classes.dot}
                  cx={point.x}
                  cy={point.y}
                  r={shown === entry ? 5 : 3}
                  fill={stroke}
                />
              ) : null,
            )}
          </g>
        );
      })}
    </g>
  );
}

export function ReferenceLines({
  chart,
  model,
  lines,
  colour,
}: {
  chart: ColumnGeometry;
  model: ChartModel;
  lines: readonly ReferenceLine[];
  colour: ThemeColour;
}) {
  const { plot } = chart;
  return (
    <g aria-hidden pointerEvents="none">
      {lines.map((line, index) => {
        const entry = model.entries.indexOf(line.entry);
        if (entry < 0) return null;
        const x = Math.round(chart.boundary(entry)) + 0.5;
        const stroke = colour(line.color);
        // The label in the colour's readable text shade: the line's own is too light on white.
        const ink = colour.text(line.color);
        // Past the middle the label reads leftwards, so it never runs off the chart.
        const leftwards = x > plot.x + plot.width * 0.6;
        return (
          <g key={line.label}>
            <line
              x1={x}
              x2={x}
              y1={plot.y}
              y2={plot.y + plot.height}
              stroke={stroke}
              strokeWidth={2}
              strokeDasharray="5 4"
            />
            <text
              className={classes.referenceLabel}
              x={leftwards ? x - 6 : x + 6}
              y={plot.y + 12 + index * 17}
              textAnchor={leftwards ? 'end' : 'start'}
              fill={ink}
            >
              {line.label}
            </text>
          </g>
        );
      })}
    </g>
  );
}
